"""Play across computers (issue 26): a host serves seats on other computers, a client plays one.

`host.NetHost` serves the remote seats of one game over websockets (the phone server's
machinery, core/table_server.py), `host.HostedTable` drives the game's computer seats headless,
`client.Client` joins by address and code and keeps the latest view, `messages` is the versioned
protocol, `views` makes a received view the game's own view object again and `discovery` finds
hosts on the local network. The table server for many tables is spielesammlung/server. No Qt.
"""
