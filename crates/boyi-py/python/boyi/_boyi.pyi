"""Type hints of the native module boyi._boyi (see boyi/__init__.py)."""

from os import PathLike
from typing import Any, Literal, Optional, Sequence, TypedDict, Union

__version__: str

Outcome = Literal["win", "lose", "tie", "draw"]
Position = Union[str, Sequence[Union[int, str]]]
OptionValue = Union[str, int, bool, Sequence[Union[int, str]], None]
Rules = Union[str, PathLike[str], None]
Db = Union[str, PathLike[str], None]

class BoyiError(Exception):
    """Boyi could not answer: the message says why, in one line."""

class EnginesDisagree(BoyiError):
    """engine="both": the theory and plain search gave different answers (a bug of Boyi)."""

class Option(TypedDict):
    option: str
    value: Optional[str]
    help: str

class Game(TypedDict):
    game: str
    alias: Optional[str]
    title: str
    rules: str
    example: str
    options: list[Option]
    position: str
    tabulates: bool
    table_example: Optional[str]
    partizan: bool
    board: Optional[dict[str, Any]]
    surfaces: list[str]
    not_for: list[dict[str, str]]

class Move(TypedDict, total=False):
    move: str
    position: str
    outcome: Outcome
    remoteness: Optional[int]

class Solution:
    """The answer about one position, with the fields of ``boyi solve --json``."""

    @property
    def game(self) -> str: ...
    @property
    def position(self) -> str: ...
    @property
    def outcome(self) -> Outcome: ...
    @property
    def nimber(self) -> Optional[int]: ...
    @property
    def remoteness(self) -> Optional[int]: ...
    @property
    def winning_moves(self) -> list[Move]: ...
    @property
    def moves(self) -> Optional[list[Move]]: ...
    @property
    def explanation(self) -> str: ...
    @property
    def engine(self) -> Literal["theory", "generic", "checked", "database", "both"]: ...
    def to_dict(self) -> dict[str, Any]: ...
    def _repr_html_(self) -> str: ...

Lang = Literal["en", "zh"]
# The memory one call may use, as `--memory` takes it ("512M", "2G") or in bytes.
Memory = Optional[Union[str, int]]
# The time one call may run, as `--time` takes it ("90s", "30m", "4h", "2d") or in seconds.
Time = Optional[Union[str, int]]

def games(*, lang: Optional[Lang] = None) -> list[Game]: ...
def solve(
    game: str,
    position: Position,
    *,
    all_moves: bool = False,
    engine: Literal["theory", "generic", "both"] = "theory",
    rules: Rules = None,
    lang: Optional[Lang] = None,
    memory: Memory = None,
    time: Time = None,
    db: Db = None,
    **options: OptionValue,
) -> Solution: ...
def play_moves(
    game: str,
    position: Position,
    *,
    engine: Literal["theory", "generic", "both"] = "theory",
    rules: Rules = None,
    lang: Optional[Lang] = None,
    memory: Memory = None,
    time: Time = None,
    side: Optional[Literal["left", "right"]] = None,
    db: Db = None,
    **options: OptionValue,
) -> list[Move]: ...
def table(
    game: str,
    to: int,
    *,
    rules: Rules = None,
    lang: Optional[Lang] = None,
    memory: Memory = None,
    time: Time = None,
    **options: OptionValue,
) -> list[Any]: ...
def value(
    expression: str,
    *,
    full: bool = False,
    cool: Optional[str] = None,
    heat: Optional[str] = None,
    overheat: Optional[tuple[str, str]] = None,
    lang: Optional[Lang] = None,
    memory: Memory = None,
    time: Time = None,
) -> dict[str, Any]: ...
def value_of(
    game: str,
    position: Position,
    *,
    rules: Rules = None,
    lang: Optional[Lang] = None,
    memory: Memory = None,
    time: Time = None,
) -> dict[str, Any]: ...

def outcome_of(
    game: str,
    position: Position,
    *,
    all_moves: bool = False,
    lang: Optional[Lang] = None,
    memory: Memory = None,
    time: Time = None,
    checkpoint: Union[str, PathLike[str], None] = None,
    db: Db = None,
) -> dict[str, Any]: ...
