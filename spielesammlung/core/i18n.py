"""Marking texts for translation in pure Python (the UI translates them with Qt)."""


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # the name lupdate looks for
    """Mark `text` for extraction into `context`; returns it unchanged."""
    return text
