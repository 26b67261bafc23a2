"""Play across computers (issue 26): a host serves seats on other computers, a client plays one.

`host.NetHost` serves the remote seats of one game over websockets (the phone server's
machinery, core/table_server.py), `host.HostedTable` drives the game's computer seats headless,
`client.Client` joins by address and code and keeps the latest view, `messages` is the versioned
protocol and `views` makes a received view the game's own view object again. No Qt here.
"""
