"""The board of Heimlich, still & leise."""
