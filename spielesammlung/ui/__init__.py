"""The Qt user interface: shell, handover, dialogs and the games' boards."""
