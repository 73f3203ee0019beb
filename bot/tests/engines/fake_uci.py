#!/usr/bin/env python3
"""A fake engine in TaflZero's UCI-like protocol (see fake_engine.py)."""

from fake_engine import CHATTER, Script, commands, say

script = Script()
ply = 0
for words in commands():
    if words[0] == "uci":
        say("id name fake-uci")
        say("uciok")
    elif words[0] == "isready":
        say("readyok")
    elif words[0] == "position":
        ply = len(words) - words.index("moves") - 1 if "moves" in words else 0
    elif words[0] == "go":
        say("info string " + CHATTER)
        move = script.move(ply)
        say("bestmove " + (move.replace("-", "") if move else "(none)"))
    elif words[0] == "quit":
        break
