"""Hostile input as classes, as crates/boyi-cli/tests/hostile.rs has them for the command
line: every call answers, or raises BoyiError with one clear line; never another exception,
a crash, or work without end."""

from __future__ import annotations

import os
import subprocess
import sys

import boyi
import pytest

from conftest import RULES, one_line


def refused(call, *pieces: str) -> str:
    """The message of the BoyiError that `call` raises; it says every one of `pieces`."""
    with pytest.raises(boyi.BoyiError) as caught:
        call()
    message = str(caught.value)
    one_line(message)
    for piece in pieces:
        assert piece in message, (piece, message)
    return message


ESC = "\x1b[31m"
SURROGATE = "\ud800"
HUGE = 10**40

# (what, call, pieces of the message), by class.
CLASSES = {
    "control characters": [
        (lambda: boyi.solve("nim", f"3 {ESC}"), ["\\u{1b}[31m"]),
        (lambda: boyi.solve("nim", ["3", "4\n5"]), ["must be a whole number"]),
        (lambda: boyi.solve(f"nim{ESC}", "3"), ["not a game", "\\u{1b}"]),
        (lambda: boyi.solve("subtraction", "3", moves=f"1,{ESC}"), ["--moves"]),
        (lambda: boyi.solve("nim", "3", **{f"x{ESC}": 1}), ["has no option", "\\u{1b}"]),
        (lambda: boyi.value(f"1 + {ESC}"), []),
        (lambda: boyi.value_of("clobber", f"xo{ESC}"), []),
    ],
    "huge numbers": [
        (lambda: boyi.solve("nim", str(HUGE)), ["too large"]),
        (lambda: boyi.solve("nim", [HUGE]), ["too large"]),
        (lambda: boyi.solve("bash", "10", max=HUGE), ["--max"]),
        (lambda: boyi.table("bash", HUGE, max=3), ["too large", "--to"]),
        (lambda: boyi.solve("nim", "3", memory=HUGE), ["memory budget"]),
        (lambda: boyi.solve("nim", "3", time=HUGE), ["time budget"]),
        (lambda: boyi.value(f"1/{HUGE}"), ["power of 2"]),
        (lambda: boyi.value("*" + str(HUGE)), []),
    ],
    "negative numbers": [
        (lambda: boyi.solve("nim", "3 -4"), ["must not be negative: '-4'"]),
        (lambda: boyi.solve("nim", [3, -4]), ["must not be negative: '-4'"]),
        (lambda: boyi.solve("staircase", "-1 3"), ["must not be negative"]),
        (lambda: boyi.solve("subtraction", "5", moves=[-1, 2]), ["--moves"]),
        (lambda: boyi.table("bash", -1, max=3), ["must not be negative", "--to"]),
    ],
    "text that is not UTF-8": [
        (lambda: boyi.solve("nim", f"3 {SURROGATE}"), ["the position is not UTF-8", "\\xed\\xa0\\x80"]),
        (lambda: boyi.solve("nim", ["3", SURROGATE]), ["value 2 of the position is not UTF-8"]),
        (lambda: boyi.solve(SURROGATE, "3"), ["the game is not UTF-8"]),
        (lambda: boyi.solve("subtraction", "3", moves=SURROGATE), ["the option moves is not UTF-8"]),
        (lambda: boyi.solve("nim", "3", **{SURROGATE: 1}), ["name is not UTF-8"]),
        (lambda: boyi.solve("nim", "3", engine=SURROGATE), ["engine is not UTF-8"]),
        (lambda: boyi.value(SURROGATE), ["not UTF-8"]),
        (lambda: boyi.value_of("toads", SURROGATE), ["not UTF-8"]),
        (lambda: boyi.outcome_of("domineering", SURROGATE), ["not UTF-8"]),
    ],
    "empty strings": [
        (lambda: boyi.solve("", "3"), ["not a game"]),
        (lambda: boyi.solve("wythoff", ""), ["expected"]),
        (lambda: boyi.solve("subtraction", "3", moves=""), ["--moves"]),
        (lambda: boyi.solve("nim", "3", engine=""), ["engine must be"]),
        (lambda: boyi.table("bash", "", max=3), ["whole number"]),
        (lambda: boyi.solve("nim", "3", memory=""), ["memory budget"]),
        (lambda: boyi.solve("nim", "3", time=""), ["time budget"]),
        (lambda: boyi.value(""), []),
        (lambda: boyi.value_of("domineering", ""), []),
        (lambda: boyi.outcome_of("domineering", ""), []),
    ],
    "work too large, refused before it starts": [
        (lambda: boyi.solve("nim", [1000000, 1000000], all_moves=True), ["moves"]),
        (lambda: boyi.play_moves("nim", [1000000, 1000000]), ["moves"]),
        (lambda: boyi.solve("nim", [30] * 5, engine="generic"), ["generic engine"]),
        (lambda: boyi.solve("wythoff", "100000 100000", engine="generic"), ["generic engine"]),
        (lambda: boyi.solve("matches", "0000000/0000000/0000000/0000000"), ["28 empty cells"]),
        (lambda: boyi.solve("coins", "H" * 5000, rule="1-4"), ["steps"]),
        (lambda: boyi.solve("lol", "L**" * 33_334), ["rows of up to"]),
        (lambda: boyi.solve("subtraction", "12345678901", moves=list(range(1, 20_001)) + [100000000]), ["no period"]),
        (lambda: boyi.table("bash", 5, max=100000), ["at most 1024"]),
        (lambda: boyi.table("wythoff", 2**64 - 1), ["at most"]),
        (lambda: boyi.table("rules", 100_000_000, rules=RULES / "divisors.rhai"), ["at most"]),
        (lambda: boyi.solve("rules", "5", rules="/dev/zero"), ["more than 1048576 bytes"]),
        (lambda: boyi.value_of("domineering", "9x9"), []),
        (lambda: boyi.outcome_of("domineering", "12x11"), ["at most 128 cells"]),
    ],
    "unknown games and options": [
        (lambda: boyi.solve("chess", "e4"), ["'chess' is not a game", "boyi.games()"]),
        (lambda: boyi.solve("sum", "chess 3"), ["sum component 1", "not a game"]),
        (lambda: boyi.solve("nim", "3", moves="1,2"), ["nim has no option 'moves'; its options are misere"]),
        (lambda: boyi.solve("subtraction", "3", move="1,2"), ["no option 'move'", "moves, misere"]),
        (lambda: boyi.solve("subtraction", "3"), ["--moves is required"]),
        (lambda: boyi.solve("rules", "3"), ["rules=\"FILE.rhai\""]),
        (lambda: boyi.solve("nim", "3", rules=RULES / "nim.rhai"), ["is the game \"rules\""]),
        (lambda: boyi.solve("rules", "3", rules=RULES / "nim.rhai", misere=True), ["takes no options"]),
        (lambda: boyi.solve("rules", "3", rules=RULES / "missing.rhai"), ["cannot read"]),
        (lambda: boyi.solve("rules", "3", rules=RULES / "bad" / "forever.rhai"), []),
        (lambda: boyi.table("nim", 5), ["nim has no table"]),
        (lambda: boyi.value_of("chess", "e4"), ["not a partizan game", "domineering"]),
        (lambda: boyi.value_of("rules", "3", rules=RULES / "nim.rhai"), ["fn left"]),
    ],
    "wrong types": [
        (lambda: boyi.solve("nim", 3.5), ["position must be text, a whole number or a list", "float"]),
        # No position (the dice gamble takes none): Nim asks for its heaps.
        (lambda: boyi.solve("nim", None), ["expected at least one heap size"]),
        (lambda: boyi.solve("nim", [3.5]), ["value 1 of the position must be text or a whole number, not float"]),
        (lambda: boyi.solve("nim", [True]), ["not bool"]),
        (lambda: boyi.solve("nim", {"3": 4}), ["dict"]),
        (lambda: boyi.solve(None, "3"), ["the game must be text"]),
        (lambda: boyi.solve("subtraction", "3", moves=1.5), ["the option moves must be text or a whole number, not float"]),
        (lambda: boyi.solve("subtraction", "3", moves=[1, None]), ["the option moves", "NoneType"]),
        (lambda: boyi.solve("subtraction", "3", moves=True), ["not bool"]),
        (lambda: boyi.solve("subtraction", "3", moves="1", misere="yes"), ["misere is a flag", "str"]),
        (lambda: boyi.solve("nim", "3", all_moves=1), ["all_moves is a flag", "int"]),
        (lambda: boyi.solve("nim", "3", engine="fast"), ["engine must be \"theory\", \"generic\" or \"both\", not 'fast'"]),
        (lambda: boyi.solve("rules", "3", rules=3), ["rules must be the path"]),
        (lambda: boyi.table("bash", 3.0, max=3), ["to must be text or a whole number, not float"]),
        (lambda: boyi.table("bash", 3, max=3, as_numpy="yes"), ["as_numpy is a flag"]),
        (lambda: boyi.value("*", memory=1.5), ["memory must be text"]),
        (lambda: boyi.value("*", time=1.5), ["time must be text"]),
        (lambda: boyi.solve("nim", "3", time="4 hours"), ["time budget", "--time"]),
        (lambda: boyi.value(1.5), ["must be text"]),
        (lambda: boyi.value_of("domineering", 3.5), ["position must be text"]),
    ],
}

CASES = [
    pytest.param(call, pieces, id=f"{name}-{i}")
    for name, cases in CLASSES.items()
    for i, (call, pieces) in enumerate(cases)
]


@pytest.mark.parametrize("call, pieces", CASES)
def test_hostile_input_is_refused_in_one_line(call, pieces):
    refused(call, *pieces)


def test_positions_with_many_parts_answer_in_linear_size():
    ones = ["1"] * 40_001
    for answer in [boyi.solve("nim", ones), boyi.solve("nim", " ".join(ones), misere=True)]:
        size = len(str(answer.to_dict()))
        assert size < 64 * 2 * 40_001, size
        assert len(repr(answer)) < 1000
        assert len(answer._repr_html_()) < 64 * 2 * 40_001
    steps = [2 * i + 1 for i in range(40_003)]
    assert boyi.solve("staircase", steps).outcome in {"win", "lose"}


def test_errors_are_boyi_errors_and_exceptions():
    assert issubclass(boyi.BoyiError, Exception)
    message = refused(lambda: boyi.solve("nim", "3 x"), "'x'")
    assert message.startswith("a heap must be a whole number") or "whole number" in message


def test_the_memory_budget_is_the_calls_own():
    # A budget too small is refused before the work, naming the budget and the argument
    # that sets it (Python's, not the command line's); the next call, given none, has the
    # default budget again: nothing was left set in the process.
    message = refused(lambda: boyi.solve("nim", "20 20 20", engine="generic", memory="1M"),
                      "memory budget", "memory= sets the budget")
    assert "--memory" not in message, message
    assert boyi.solve("nim", "20 20 20", engine="generic").outcome == "win"
    for call in (
        lambda: boyi.play_moves("nim", "20 20 20", engine="generic", memory="1M"),
        lambda: boyi.table("subtraction", 10, moves="1,2", memory=0),
        lambda: boyi.value_of("domineering", "4x4", memory="1K"),
    ):
        with pytest.raises(boyi.BoyiError):
            call()


def test_the_time_budget_is_the_calls_own():
    # A search that counts its steps stops at the call's time; the next call has the hour.
    message = refused(lambda: boyi.outcome_of("domineering", "8x9", time=1), "time= gives it longer")
    assert "--time" not in message, message
    assert boyi.outcome_of("domineering", "4x4", time="2d")["class"] in {"N", "P", "L", "R"}


def test_play_moves_of_each_side_of_a_partizan_game():
    left = boyi.play_moves("domineering", "..|..")
    assert [m["move"] for m in left] == ["a1-a2", "b1-b2"]
    assert boyi.play_moves("domineering", "..|..", side="left") == left
    right = boyi.play_moves("domineering", "..|..", side="right")
    assert all(m["value"] == "-1" and m["wins"] for m in right)
    refused(lambda: boyi.play_moves("domineering", "..|..", side="up"), "left", "right")
    refused(lambda: boyi.play_moves("nim", "3", side="left"), "partizan")
    refused(lambda: boyi.play_moves("domineering", "..|..", engine="generic"), "their own engines")


def test_play_moves_of_what_has_no_position_to_move_from_are_none():
    assert boyi.play_moves("nimprod", "3 5") == []
    assert boyi.play_moves("graph", "", file="examples/rules/loop.graph") == []
    sum_moves = boyi.play_moves("sum", "nim 3 + nim 1")
    assert [m["position"] for m in sum_moves if m["outcome"] == "win"] == ["nim 1 + nim 1"]
