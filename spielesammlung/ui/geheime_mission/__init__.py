"""Geheime Mission on screen."""
