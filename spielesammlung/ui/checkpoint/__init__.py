"""Checkpoint Charlie on screen."""
