"""Boyi: solve two-player combinatorial games.

Who wins from this position, with which moves, how fast, and why::

    >>> import boyi
    >>> boyi.solve("nim", "14 21 39").outcome
    'win'

Every game of ``boyi.games()`` can be solved (``solve``), listed move by move
(``play_moves``) and, for games on one integer, tabulated (``table``). A game's
options are keyword arguments: ``boyi.solve("subtraction", "10", moves=[1, 3, 7, 8],
misere=True)``. A game of your own is a rule file: ``boyi.solve("rules", "10",
rules="examples/rules/qiuqiu.rhai")``. Every refusal is a ``BoyiError`` carrying the
command line's one-line message. ``engine="both"`` checks the theory by plain search and
raises ``EnginesDisagree`` (a ``BoyiError``) where the two differ. Every call takes
``memory="512M"`` (as ``--memory``): the memory that call may use, half of what is
available when not given; a larger request is refused before it starts. Every call takes
``time="4h"`` (as ``--time``) too: the time it may run, an hour when not given.

Partizan games have values, not only outcomes: ``boyi.value("{3||2*|1*}")["temperature"]``
is ``'3/4'``, and ``boyi.value_of("domineering", "..|..")`` gives a position's canonical
value with every move of each player (Domineering, Clobber, Hackenbush, Toads and Frogs,
or ``game="rules"`` with a rule file that has ``fn left`` and ``fn right``).
"""

from __future__ import annotations

from typing import Any

from boyi._boyi import (
    BoyiError,
    EnginesDisagree,
    Solution,
    __version__,
    games,
    outcome_of,
    play_moves,
    solve,
    value,
    value_of,
)
from boyi._boyi import table as _table

__all__ = [
    "BoyiError",
    "EnginesDisagree",
    "Solution",
    "__version__",
    "games",
    "outcome_of",
    "play_moves",
    "solve",
    "table",
    "value",
    "value_of",
]


def table(
    game: str,
    to: int,
    *,
    as_numpy: bool = False,
    rules: Any = None,
    lang: Any = None,
    memory: Any = None,
    time: Any = None,
    **options: Any,
) -> Any:
    """The values of positions 0..=to, as ``boyi table GAME --to N --json`` lists them.

    A list of Grundy values (ints; an outcome word where a game has none), or of
    Wythoff's P-positions as pairs. With ``as_numpy=True``, a NumPy array of the same
    values (NumPy is needed then, and only then).
    """
    if not isinstance(as_numpy, bool):
        raise BoyiError(f"as_numpy is a flag: give True or False, not {type(as_numpy).__name__}")
    values = _table(game, to, rules=rules, lang=lang, memory=memory, time=time, **options)
    if not as_numpy:
        return values
    try:
        import numpy
    except ImportError as e:
        raise BoyiError("as_numpy=True needs NumPy: pip install numpy") from e
    return numpy.array(values)
