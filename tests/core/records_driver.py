"""Writes games into a records database for the kill and concurrency tests.

    python records_driver.py DB PREFIX COUNT [--shared]

Records COUNT games with the uids PREFIX-0, PREFIX-1, ... (COUNT 0: until killed), each with
three seats (Anna, Ben, a computer); with --shared also the game shared-<i> after each, which
the other writer records too. Prints each uid once its transaction has committed.
"""

from __future__ import annotations

import itertools
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from spielesammlung.core.records import GameRecord, Records, SeatRecord

SEATS = 3


def game(uid: str, index: int) -> GameRecord:
    winner = index % SEATS
    seats = (
        SeatRecord(name="Anna", score=index % 7, won=winner == 0),
        SeatRecord(name="Ben", score=index % 5, won=winner == 1),
        SeatRecord(level="easy", score=index % 3, won=winner == 2),
    )
    return GameRecord(uid, "heimlich", seats, actions=10 + index, options={"rounds": 3})


def main() -> None:
    path, prefix, count = Path(sys.argv[1]), sys.argv[2], int(sys.argv[3])
    shared = "--shared" in sys.argv[4:]
    with Records.open(path, recover=False) as records:
        for index in range(count) if count else itertools.count():
            uids = [f"{prefix}-{index}"] + ([f"shared-{index}"] if shared else [])
            for uid in uids:
                records.record(game(uid, index))
                print(uid, flush=True)


if __name__ == "__main__":
    main()
