#!/usr/bin/env python3
"""What a channel receives during a scripted scenario on the local console.

Runs `bot console` (the binary given, on a fresh SQLite database in a temporary folder),
plays one of the scenarios below, and prints the lines posted in the channel, one board
image marked where each was posted; the driver's own questions (`hint`) are left out.
The before/after transcripts of docs/chat-before-after.md come from it, run on an older build and this one:

    scripts/transcript.py target/debug/bot hnefatafl-ai   # 20 moves against the AI
    scripts/transcript.py target/debug/bot quest-round    # a four-player Quest round

Moves are chosen from the bot's own `hint` with a random seed (7, or the third argument); the dice and the
AI's answers differ from run to run, the shape of the conversation does not.
"""

import os
import queue
import random
import re
import subprocess
import sys
import tempfile
import threading

CHANNEL = "[#general] "
HINTED = re.compile(r"^([a-k]\d+): (.+)$")
# The squares beside the corners of an 11×11 board.
CORNER_GUARDS = {"b1", "a2", "j1", "k2", "a10", "b11", "j11", "k10", "b2", "j2", "b10", "j10"}


class Console:
    """The console binary, spoken to line by line."""

    def __init__(self, binary, folder):
        env = dict(os.environ, DATABASE_URL=f"sqlite://{folder}/db.sqlite", BOARD_DIR=folder)
        for token in ("TELEGRAM_TOKEN", "DISCORD_TOKEN"):
            env.pop(token, None)
        self.process = subprocess.Popen(
            [binary, "console"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL, env=env, text=True, bufsize=1,
        )
        self.lines = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()
        self.collect(2.0)

    def _read(self):
        for line in self.process.stdout:
            self.lines.put(line.rstrip("\n"))

    def collect(self, quiet):
        """Every line printed until none comes for `quiet` seconds."""
        got = []
        while True:
            try:
                got.append(self.lines.get(timeout=quiet))
            except queue.Empty:
                return got

    def say(self, line, quiet=1.5):
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()
        return self.collect(quiet)

    def close(self):
        self.process.stdin.close()
        self.process.wait(timeout=10)


def channel_lines(lines):
    """The channel's lines; a board image as one mark."""
    shown = []
    for line in lines:
        if not line.startswith(CHANNEL):
            continue
        text = line[len(CHANNEL):]
        shown.append("    [board image]" if text.startswith("(board image:") else "    " + text)
    return shown


class Transcript:
    def __init__(self):
        self.lines = []
        self.boards = 0
        self.sent = 0

    def said(self, who, text, answer):
        self.sent += 1
        self.lines.append(f"{who}: {text}")
        shown = channel_lines(answer)
        self.boards += sum(1 for line in shown if line == "    [board image]")
        self.lines.extend(shown)

    def print(self):
        print("\n".join(self.lines))
        print(f"\n({self.sent} messages sent, {len([l for l in self.lines if l.startswith('    ')])} "
              f"lines and {self.boards} board images received in the channel)")


def hnefatafl_ai(console, rng):
    out = Transcript()
    # Alice defends (the AI's random attackers rarely end a game in 20 moves); an older
    # build without `side=` seats her as the attackers.
    start = "!challenge ai hnefatafl level=1 side=defenders"
    answer = console.say(f"alice: {start}", 3.0)
    if not any("Match #" in line for line in answer):
        start = "!challenge ai hnefatafl level=1"
        answer = console.say(f"alice: {start}", 3.0)
    out.said("alice", start, answer)
    for _ in range(20):
        options = []
        # A piece and its squares on each line ("d1: d2, d3"), or all on one line
        # separated by semicolons (an older build's).
        for line in channel_lines(console.say("alice: !hint")):
            for group in line.split(":", 1)[1].split(";") if "moves:" in line else line.split(";"):
                found = HINTED.match(group.strip())
                if found:
                    targets = (to.strip() for to in found.group(2).split(","))
                    options += [(found.group(1), to) for to in targets if re.fullmatch(r"[a-k]\d+", to)]
        if not options:
            break
        # The attackers guard the corners first, where the king escapes; the defenders
        # run for them.
        guards = [o for o in options if o[1] in CORNER_GUARDS]
        source, target = rng.choice(guards or options)
        move = f"{source}-{target}"
        out.said("alice", move, console.say(f"alice: {move}", 3.5))
    return out


def walk_from_hint(lines):
    """A first step of a walk, from the private hint: "First steps: A7 B6" (today's) or a
    `go …` option (an older build's)."""
    for line in lines:
        steps = re.search(r"First steps: ([A-E]\d)", line)
        if steps:
            return f"go {steps.group(1)}"
        older = re.search(r"\bgo:? ([A-E]\d)", line)
        if older:
            return f"go {older.group(1)}"
    return "go"


def quest_round(console, rng):
    del rng
    out = Transcript()
    players = ["alice", "bob", "carol", "dave"]
    start = "!challenge @bob @carol @dave quest"
    out.said("alice", start, console.say(f"alice: {start}"))
    for player in players[1:]:
        out.said(player, "!accept", console.say(f"{player}: !accept"))
    for player in players:
        out.said(player, "move", console.say(f"{player}: move"))
        walk = walk_from_hint(console.say(f"{player}: /dm hint"))
        answer = console.say(f"{player}: {walk}")
        out.said(player, walk, answer)
        if any("open or close" in line or "apri o chiudi" in line for line in answer):
            out.said(player, "open", console.say(f"{player}: open"))
    return out


SCENARIOS = {"hnefatafl-ai": hnefatafl_ai, "quest-round": quest_round}


def main():
    if len(sys.argv) not in (3, 4) or sys.argv[2] not in SCENARIOS:
        sys.exit(f"usage: {sys.argv[0]} <bot binary> <{'|'.join(SCENARIOS)}> [seed]")
    seed = int(sys.argv[3]) if len(sys.argv) == 4 else 7
    with tempfile.TemporaryDirectory() as folder:
        # BOARDS=<folder> keeps the database and the board images there.
        folder = os.environ.get("BOARDS", folder)
        console = Console(sys.argv[1], folder)
        transcript = SCENARIOS[sys.argv[2]](console, random.Random(seed))
        console.close()
    transcript.print()


if __name__ == "__main__":
    main()
