"""The table server for a group's own machine (issue 26): many tables at once, no Qt.

`python -m spielesammlung.server` (see __main__) listens on one port; a first client creates
a table (game, options, which seats are people on other computers and which computer players)
and gets its codes; each player joins with their seat's code, spectators with the spectator
code, over the same protocol a desktop host speaks (spielesammlung/net). `hub.Hub` is the
socket and the tables' registry, `tables.ServedTable` one game on the shared loop.
"""
