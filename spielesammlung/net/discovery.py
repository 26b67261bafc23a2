"""Finding hosts on the local network by themselves: DNS-SD over multicast DNS (`zeroconf`).

A host at home or a table server advertises `SERVICE` with its port, whether it speaks TLS and
its protocol version (`Advertisement`); a client lists what answers within a moment (`browse`).
Only the address is advertised, never a code: joining still needs the seat's code. `interfaces`
is zeroconf's choice of network interfaces (by default the addresses in the environment
variable INTERFACES, comma-separated, else all; the tests set it to 127.0.0.1, and pass
["127.0.0.1"], so that nothing leaves the loopback interface). zeroconf is imported only here,
when used.
"""

from __future__ import annotations

import os
import socket
import threading
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .messages import VERSION

if TYPE_CHECKING:
    from zeroconf import Zeroconf

SERVICE = "_spielesammlung._tcp.local."
LOOK = 1.5  # seconds `browse` listens for answers by default
ASK = 1000  # milliseconds to ask a found host for its address and port
INTERFACES = "SPIELESAMMLUNG_MDNS_INTERFACES"  # the default interfaces' addresses, if set


@dataclass(frozen=True)
class Found:
    """A host that answered: its advertised name, where to connect, and how."""

    name: str
    address: str  # "HOST:PORT"
    tls: bool
    version: int  # its protocol version (net/messages.VERSION)
    server: bool  # a table server (tables are created there) rather than one game's host


def _zeroconf(interfaces: list[str] | None) -> Zeroconf:
    from zeroconf import InterfaceChoice, IPVersion, Zeroconf

    if interfaces is None and os.environ.get(INTERFACES):
        interfaces = [a.strip() for a in os.environ[INTERFACES].split(",") if a.strip()]
    if interfaces is None:
        return Zeroconf(interfaces=InterfaceChoice.All, ip_version=IPVersion.V4Only)
    return Zeroconf(interfaces=interfaces, ip_version=IPVersion.V4Only)


class Advertisement:
    """`name` at `address`:`port` on the local network until `close()`."""

    def __init__(
        self,
        name: str,
        address: str,
        port: int,
        *,
        tls: bool = False,
        server: bool = False,
        interfaces: list[str] | None = None,
    ) -> None:
        from zeroconf import ServiceInfo

        self._zeroconf = _zeroconf(interfaces)
        label = "".join(c for c in name if c.isprintable() and c != ".")[:60] or "Spielesammlung"
        self.info = ServiceInfo(
            SERVICE,
            f"{label}.{SERVICE}",
            addresses=[socket.inet_aton(address)],
            port=port,
            properties={
                "version": str(VERSION),
                "tls": "1" if tls else "0",
                "server": "1" if server else "0",
            },  # fmt: skip
        )
        self._zeroconf.register_service(self.info, allow_name_change=True)

    @property
    def name(self) -> str:
        """The name it is advertised under (another host may have had the one asked for)."""
        return self.info.name.removesuffix("." + SERVICE)

    def close(self) -> None:
        try:
            self._zeroconf.unregister_service(self.info)
        finally:
            self._zeroconf.close()


def browse(seconds: float = LOOK, interfaces: list[str] | None = None) -> list[Found]:
    """The hosts that answer within `seconds`, by name."""
    from zeroconf import ServiceBrowser, ServiceStateChange

    zeroconf = _zeroconf(interfaces)
    names: set[str] = set()
    lock = threading.Lock()

    def changed(
        zeroconf: Any, service_type: str, name: str, state_change: ServiceStateChange
    ) -> None:
        with lock:
            if state_change is ServiceStateChange.Removed:
                names.discard(name)
            else:
                names.add(name)

    try:
        browser = ServiceBrowser(zeroconf, SERVICE, handlers=[changed])
        time.sleep(seconds)
        browser.cancel()
        with lock:
            found = sorted(names)
        hosts = []
        for name in found:
            info = zeroconf.get_service_info(SERVICE, name, timeout=ASK)
            if info is None or info.port is None:
                continue
            addresses = info.parsed_addresses()
            if not addresses:
                continue
            properties = {k: v for k, v in info.properties.items() if v is not None}
            version = properties.get(b"version", b"0")
            hosts.append(
                Found(
                    name.removesuffix("." + SERVICE),
                    f"{addresses[0]}:{info.port}",
                    properties.get(b"tls") == b"1",
                    int(version) if version.isdigit() else 0,
                    properties.get(b"server") == b"1",
                )
            )
        return hosts
    finally:
        zeroconf.close()
