from spielesammlung.core.seats import RandomBot

BOTS = {"easy": RandomBot, "strong": RandomBot}
