"""Computer players for Spion & Spion (placeholder, replaced below)."""

from spielesammlung.core.seats import RandomBot

BOTS = {"easy": RandomBot, "strong": RandomBot}
