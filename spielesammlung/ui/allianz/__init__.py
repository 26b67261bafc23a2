"""Allianz on screen."""
