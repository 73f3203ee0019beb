"""What the fake engines share: they play the moves of a recorded game, given in a file
as `a4-a1` words, answering each request for a move with the move at the game's ply.
They also write chatter the host must never pass on, and can misbehave on request:

    --crash-at N    exit at the N-th request for a move
    --hang-at N     never answer the N-th request
    --illegal-at N  answer the N-th request with a move from an empty corner
"""

import argparse
import sys
import time

# A line no chat may ever show: the host keeps nothing of an engine's output but moves.
CHATTER = "@everyone <b>free nitro</b> http://example.invalid"


class Script:
    def __init__(self):
        parser = argparse.ArgumentParser()
        parser.add_argument("--moves", required=True)
        parser.add_argument("--crash-at", type=int, default=0)
        parser.add_argument("--hang-at", type=int, default=0)
        parser.add_argument("--illegal-at", type=int, default=0)
        self.args = parser.parse_args()
        with open(self.args.moves, encoding="utf-8") as moves:
            self.moves = moves.read().split()
        self.asked = 0

    def move(self, ply):
        """The move for `ply` (0-based), as `a4-a1`, or the misbehaviour asked for."""
        self.asked += 1
        if self.asked == self.args.crash_at:
            sys.exit(3)
        if self.asked == self.args.hang_at:
            time.sleep(3600)
        if self.asked == self.args.illegal_at:
            return "a1-b1"
        return self.moves[ply] if ply < len(self.moves) else None


def say(line):
    print(line, flush=True)


def commands():
    """Each command line read, as its words."""
    for line in sys.stdin:
        words = line.split()
        if words:
            yield words
