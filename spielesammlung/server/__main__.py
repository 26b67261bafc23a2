"""`python -m spielesammlung.server`: run the table server until it is stopped (SIGINT/SIGTERM)."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import signal
import ssl
import sys
from collections.abc import Sequence

from .hub import Hub, Limits


def parse(argv: Sequence[str] | None = None) -> argparse.Namespace:
    defaults = Limits()
    parser = argparse.ArgumentParser(
        prog="python -m spielesammlung.server",
        description="Host Spielesammlung tables for players on other computers.",
    )
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on (0.0.0.0: all)")
    parser.add_argument("--port", type=int, default=8765, help="port (0: any free one)")
    parser.add_argument("--tls-cert", help="PEM certificate (chain): serve wss:// instead of ws://")
    parser.add_argument("--tls-key", help="PEM private key of --tls-cert")
    parser.add_argument("--max-tables", type=int, default=defaults.tables)
    parser.add_argument(
        "--idle-hours", type=float, default=defaults.idle / 3600,
        help="close a table nobody is connected to this long after its last move",
    )  # fmt: skip
    parser.add_argument("--max-connections", type=int, default=defaults.connections)
    parser.add_argument(
        "--workers", type=int, default=defaults.workers,
        help="threads running the games and the computer players",
    )  # fmt: skip
    parser.add_argument(
        "--advertise", metavar="NAME",
        help="be found on the local network under NAME (mDNS/DNS-SD, needs zeroconf)",
    )  # fmt: skip
    parser.add_argument(
        "--advertise-address", help="the address advertised (default: --host, not 0.0.0.0)"
    )
    parser.add_argument("--log-level", default="INFO", choices=("DEBUG", "INFO", "WARNING"))
    parser.add_argument("--log-file", help="log here instead of standard error")
    arguments = parser.parse_args(argv)
    if bool(arguments.tls_cert) != bool(arguments.tls_key):
        parser.error("--tls-cert and --tls-key go together")
    if arguments.advertise and (arguments.advertise_address or arguments.host) in ("0.0.0.0", ""):
        parser.error("--advertise needs --advertise-address when listening on 0.0.0.0")
    if min(arguments.max_tables, arguments.max_connections, arguments.workers) < 1:
        parser.error("the limits must be at least 1")
    return arguments


def tls_context(cert: str, key: str) -> ssl.SSLContext:
    """A server's TLS context from a certificate and its key (PEM files)."""
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.load_cert_chain(cert, key)
    return context


async def serve(hub: Hub, advertise: tuple[str, str] | None = None) -> None:
    """Run `hub` until SIGINT or SIGTERM (`advertise`: its name and address on the local
    network, on that address's interface only)."""
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sign in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError):  # Windows: Ctrl+C ends asyncio.run
            loop.add_signal_handler(sign, stop.set)
    await hub.open()
    advertisement = None
    try:
        if advertise is not None:
            from ..net.discovery import Advertisement

            name, address = advertise
            advertisement = await asyncio.to_thread(
                Advertisement, name, address, hub.port, tls=hub.tls is not None, server=True,
                interfaces=[address],
            )  # fmt: skip
            logging.getLogger(__name__).info("advertised as %r", advertisement.name)
        await stop.wait()
    finally:
        if advertisement is not None:
            await asyncio.to_thread(advertisement.close)
        await hub.close()


def main(argv: Sequence[str] | None = None) -> int:
    arguments = parse(argv)
    logging.basicConfig(
        level=arguments.log_level,
        filename=arguments.log_file,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )
    if arguments.log_level != "DEBUG":  # not every connection's opening and closing
        logging.getLogger("websockets").setLevel(logging.WARNING)
    tls = None
    if arguments.tls_cert:
        try:
            tls = tls_context(arguments.tls_cert, arguments.tls_key)
        except (OSError, ssl.SSLError) as error:
            logging.getLogger(__name__).error("cannot read the certificate: %s", error)
            return 2
    limits = Limits(
        tables=arguments.max_tables,
        idle=arguments.idle_hours * 3600,
        connections=arguments.max_connections,
        workers=arguments.workers,
    )
    advertise = None
    if arguments.advertise:
        advertise = (arguments.advertise, arguments.advertise_address or arguments.host)
    try:
        asyncio.run(serve(Hub(arguments.host, arguments.port, limits, tls), advertise))
    except OSError as error:  # the port is taken, the address is not this machine's
        logging.getLogger(__name__).error("cannot listen: %s", error)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
