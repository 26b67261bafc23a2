"""Spion & Spion on screen."""
