"""Every function of the package, answering as the command line does."""

from __future__ import annotations

import os
import pathlib
import subprocess
import threading
import time

import boyi
import pytest

from conftest import RULES, TOP


def test_games_lists_every_family_with_the_fields_of_the_cli(cli):
    listed = boyi.games()
    assert listed == cli("games", "--json")["games"]
    names = {g["game"] for g in listed}
    assert {"nim", "subtraction", "wythoff", "octal", "lol"} <= names
    assert any(g["alias"] == "高僧斗法" for g in listed)
    for g in listed:
        assert set(g) == {"game", "alias", "title", "rules", "example", "options", "position", "tabulates",
                          "table_example", "partizan", "family", "board", "surfaces", "not_for"}


def call_of_example(game: dict) -> tuple[str, list[str], dict]:
    """A family's example (`subtraction --moves 1,3,7,8 --misere 10`) as a call's arguments."""
    words = game["example"].split()
    name, rest = words[0], iter(words[1:])
    options, position = {}, []
    positional = [o for o in game["options"] if not o["option"].startswith("--")]
    for word in rest:
        spec = next((o for o in game["options"] if o["option"] == word), None)
        key = lambda o: o["option"].lstrip("-").lower().replace("-", "_")  # noqa: E731
        if spec and spec["value"]:
            options[key(spec)] = next(rest)
        elif spec:
            options[key(spec)] = True
        elif positional:
            options[key(positional.pop(0))] = word
        else:
            position.append(word)
    return name, position, options


@pytest.mark.parametrize("game", boyi.games(), ids=lambda g: g["game"])
def test_every_example_solves_as_the_cli_solves_it(game, cli):
    name, position, options = call_of_example(game)
    if not game["family"]:
        # A form of the front door: a compound's components are parted by `+` in one text.
        answer = boyi.solve(name, " ".join(position) or None, **options)
        assert answer.to_dict() == cli("solve", *game["example"].split(), "--json")
        return
    answer = boyi.solve(name, position, all_moves=True, **options)
    if game["partizan"]:
        # The same Solution; its dict is `boyi solve --json`, each player's moves with values.
        expected = cli("solve", *game["example"].split(), "--json")
        assert answer.to_dict() == expected
        assert (answer.outcome, answer.engine) == (expected["outcome"], expected["engine"])
        assert answer.properties == expected["properties"] and answer.nimber is None
        return
    assert answer.to_dict() == cli("solve", *game["example"].split(), "--all-moves", "--json")
    assert answer.moves == boyi.play_moves(name, position, **options)


def test_solve_answers_with_typed_attributes():
    answer = boyi.solve("nim", "14 21 39")
    assert answer.game == "nim"
    assert answer.position == "14 21 39"
    assert answer.outcome == "win"
    assert answer.nimber == 14 ^ 21 ^ 39
    assert isinstance(answer.remoteness, (int, type(None)))
    assert answer.winning_moves[0] == {"move": "take 12 from heap 3 (39 -> 27)", "position": "14 21 27"}
    assert answer.moves is None
    assert "xor" in answer.explanation
    assert answer.engine == "theory"
    assert set(answer.to_dict()) >= {"game", "position", "outcome", "winning_moves", "explanation", "engine"}
    with pytest.raises(AttributeError):
        answer.outcome = "lose"


def test_positions_and_options_are_text_numbers_or_lists():
    text = boyi.solve("subtraction", "10", moves="1,3,7,8", misere=True)
    listed = boyi.solve("subtraction", [10], moves=[1, 3, 7, 8], misere=True)
    tupled = boyi.solve("subtraction", ("10",), moves=(1, "3", 7, 8), misere=True, all_moves=False)
    assert text.to_dict() == listed.to_dict() == tupled.to_dict()
    assert text.game == "subtraction --moves 1,3,7,8 --misere"
    normal = boyi.solve("subtraction", 10, moves=[1, 3, 7, 8], misere=False)
    assert normal.game == "subtraction --moves 1,3,7,8"
    assert boyi.solve("octal", [3, 4, 5], code="0.77").to_dict() == boyi.solve("octal", "3 4 5", code="0.77").to_dict()
    assert boyi.solve("高僧斗法", "1 5 8 10").game == boyi.solve("staircase", "1 5 8 10").game


def test_every_move_is_listed_best_first():
    answer = boyi.solve("nim", "3 4 5", all_moves=True)
    moves = answer.moves
    assert moves == boyi.play_moves("nim", [3, 4, 5])
    assert len(moves) == 3 + 4 + 5
    assert moves[0]["outcome"] == "win"
    outcomes = [m["outcome"] for m in moves]
    assert outcomes == ["win"] * outcomes.count("win") + ["lose"] * outcomes.count("lose")
    assert set(moves[0]) == {"move", "position", "outcome", "remoteness"}
    assert boyi.play_moves("nim", "0 0") == []


def test_the_generic_engine_agrees_with_the_theory():
    theory = boyi.solve("wythoff", "4 9")
    generic = boyi.solve("wythoff", "4 9", engine="generic")
    assert generic.engine == "generic"
    assert (generic.outcome, generic.remoteness) == (theory.outcome, theory.remoteness)
    assert generic.winning_moves == theory.winning_moves


def test_both_engines_check_the_theory_by_search():
    checked = boyi.solve("octal", "4 5", code="0.8", misere=True, engine="both")
    assert checked.engine == "both"
    assert checked.outcome == "win"
    assert [m["position"] for m in checked.winning_moves] == ["1 1 1 5", "4 1 1 2"]
    assert "plain search" in checked.explanation
    assert issubclass(boyi.EnginesDisagree, boyi.BoyiError)
    # Past what plain search may look at, "both" is refused like "generic", never answered
    # by the theory alone.
    with pytest.raises(boyi.BoyiError, match="generic engine"):
        boyi.solve("wythoff", "100000 100000", engine="both")


def test_rule_files_are_games_of_their_own():
    by_file = boyi.solve("rules", "10", rules=str(RULES / "qiuqiu.rhai"))
    by_path = boyi.solve("rules", [10], rules=RULES / "qiuqiu.rhai", all_moves=True)
    built_in = boyi.solve("subtraction", "10", moves="1,3,7,8", misere=True)
    assert by_file.outcome == by_path.outcome == built_in.outcome
    assert by_path.moves == boyi.play_moves("rules", "10", rules=RULES / "qiuqiu.rhai")
    assert boyi.table("rules", 20, rules=RULES / "divisors.rhai")[:4] == [0, 0, 1, 0]


def test_tables_list_values_as_the_cli(cli):
    assert boyi.table("bash", to=10, max=3) == [n % 4 for n in range(11)]
    octal = boyi.table("octal", 20, code="0.77")
    assert octal == cli("table", "octal", "0.77", "--to", "20", "--json")["values"]
    assert boyi.table("wythoff", 20) == [(0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13), (9, 15), (11, 18), (12, 20)]
    misere = boyi.table("subtraction", 12, moves=[1, 2], misere=True)
    assert misere == cli("table", "subtraction", "--moves", "1,2", "--misere", "--to", "12", "--json")["values"]


def test_tables_become_numpy_arrays_on_request():
    numpy = pytest.importorskip("numpy")
    values = boyi.table("octal", 30, code="0.07", as_numpy=True)
    assert isinstance(values, numpy.ndarray)
    assert values.tolist() == boyi.table("octal", 30, code="0.07")
    assert boyi.table("wythoff", 10, as_numpy=True).shape == (5, 2)


def test_answers_show_themselves():
    answer = boyi.solve("nim", "14 21 39", all_moves=True)
    text = repr(answer)
    assert text.startswith("Solution(game='nim', position='14 21 39', outcome='win'")
    assert "take 12 from heap 3 (39 -> 27)" in text
    assert str(answer) == text
    page = answer._repr_html_()
    assert "#1a7f37" in page and "<pre>" in page and "14 21 27" in page
    long = boyi.solve("nim", ["1"] * 5001)
    assert len(repr(long)) < 600


def test_html_escapes_every_text(tmp_path):
    rules = tmp_path / "tags.rhai"
    rules.write_text('fn moves(p) { if p == "" { [] } else { [""] } }\n')
    page = boyi.solve("rules", "<i>&\"'", rules=rules, all_moves=True)._repr_html_()
    assert "<i>" not in page and "&\"" not in page
    assert "&lt;i&gt;&amp;&quot;&#39;" in page


def test_solves_release_the_gil():
    # A generic search of a second or so, with another thread counting meanwhile.
    done = []
    worker = threading.Thread(target=lambda: done.append(boyi.solve("nim", "24 24 24 24", engine="generic")))
    start = time.perf_counter()
    worker.start()
    counted = 0
    while worker.is_alive():
        counted += 1
    took = time.perf_counter() - start
    worker.join()
    assert done and done[0].outcome == "lose"
    # Holding the GIL, the solve would leave this thread a switch or two.
    assert took < 0.05 or counted > 1000, (took, counted)


def test_the_version_is_the_workspace_one():
    assert boyi.__version__.count(".") == 2
    assert "BoyiError" in boyi.__all__


def test_lang_zh_explains_and_refuses_in_chinese():
    answer = boyi.solve("nim", "14 21 39", lang="zh")
    assert "Nim 和" in answer.explanation
    assert answer.outcome == "win"
    data = answer.to_dict()
    assert data["winning_moves"][0]["move"] == "从第 3 堆取 12 个（39 -> 27）"
    assert data["explanation"] == answer.explanation
    assert list(data) == list(boyi.solve("nim", "14 21 39").to_dict())
    assert "必胜" in answer._repr_html_() and "从第 3 堆取 12 个" in answer._repr_html_()
    assert "nim-sum" in boyi.solve("nim", "14 21 39", lang="en").explanation
    rules = {g["game"]: g["rules"] for g in boyi.games(lang="zh")}
    assert "尼姆博弈" in rules["nim"]
    with pytest.raises(boyi.BoyiError, match="堆"):
        boyi.solve("nim", "3 -inf", lang="zh")
    with pytest.raises(boyi.BoyiError, match="lang"):
        boyi.solve("nim", "3", lang="fr")
    with pytest.raises(boyi.BoyiError, match="lang"):
        boyi.table("bash", 5, max=2, lang=3.5)


def test_values_of_short_games_as_the_cli(cli):
    hot = boyi.value("{3||2*|1*}")
    assert hot == cli("value", "{3||2*|1*}", "--json")
    assert (hot["temperature"], hot["mean"], hot["class"]) == ("3/4", "9/4", "L")
    assert boyi.value("^* || 0") == {
        "left": "^*", "relation": "||", "right": "0", "holds": True, "comparison": "confused",
    }
    with pytest.raises(boyi.BoyiError, match="power of 2"):
        boyi.value("1/3")
    assert boyi.value("Tiny(2) + Miny(2)")["value"] == "0"
    # Integers of any size, exactly; a birthday past 64 bits comes as a string of digits.
    assert boyi.value("1823437481924")["birthday"] == 1823437481924
    huge = "1" + "0" * 60
    assert boyi.value(huge) == cli("value", huge, "--json")
    assert boyi.value(huge + " + 1/2")["birthday"] == "1" + "0" * 59 + "2"


def test_long_canonical_forms_are_written_whole_on_request(cli):
    switches = "+".join(f"{{{k}|{-k}}}" for k in range(2, 12))
    assert boyi.value(switches)["value"].startswith("(more than 2000 characters")
    whole = boyi.value(switches, full=True)
    assert len(whole["value"]) == 4258
    assert whole == cli("value", switches, "--json", "--full")


def test_who_wins_by_the_outcome_search(cli):
    report = boyi.outcome_of("domineering", "5x5")
    assert report["class"] == "P"
    assert not report["left"]["wins"] and report["left"]["winning_move"] is None
    shown = cli("solve", "domineering", "5x5", "--outcome", "--json")
    # On a square two searches share one table, so how many boards they visit varies from
    # run to run; the answer does not.
    for side in ["left", "right"]:
        for field in ["first", "wins", "winning_move", "after", "by_symmetry"]:
            assert report[side][field] == shown[side][field]
    assert report["left"]["nodes"] > 0 and report["right"]["nodes"] == 0
    every = boyi.outcome_of("domineering", "4x4", all_moves=True)
    listed = cli("solve", "domineering", "4x4", "--outcome", "--all-moves", "--json")
    for side in ["left_moves", "right_moves"]:
        assert every[side]["moves"] == listed[side]["moves"]
    assert [m["move"] for m in every["left_moves"]["moves"] if m["wins"]] == [
        "a2-a3", "b2-b3", "c2-c3", "d2-d3"]
    assert "left_moves" not in report
    square = boyi.outcome_of("多米诺", "6x6")
    assert square["class"] == "N" and square["left"]["winning_move"] == "b1-b2"
    with pytest.raises(boyi.BoyiError, match="no outcome search: outcome_of takes domineering"):
        boyi.outcome_of("clobber", "xo")
    with pytest.raises(boyi.BoyiError, match="at most 128 cells"):
        boyi.outcome_of("domineering", "12x12")


def test_a_long_search_is_kept_in_a_checkpoint(tmp_path):
    kept = tmp_path / "6x7.json"
    first = boyi.outcome_of("domineering", "6x7", checkpoint=kept)
    saved = kept.read_text().splitlines()
    assert saved[0].startswith('{"format":"boyi outcome checkpoint 1"') and saved[1].startswith("crc32 ")
    again = boyi.outcome_of("domineering", "6x7", checkpoint=str(kept))
    assert again["class"] == first["class"] == "L"
    with pytest.raises(boyi.BoyiError, match="is not a checkpoint of"):
        boyi.outcome_of("domineering", "6x6", checkpoint=kept)
    with pytest.raises(boyi.BoyiError, match="--all-moves decides every move afresh"):
        boyi.outcome_of("domineering", "6x7", all_moves=True, checkpoint=kept)
    with pytest.raises(boyi.BoyiError, match="checkpoint must be the path of a checkpoint file"):
        boyi.outcome_of("domineering", "6x7", checkpoint=7)


def test_a_family_search_is_kept_in_a_checkpoint(tmp_path, cli):
    kept = tmp_path / "c4.json"
    solved = boyi.solve("connect4", "2252576253462244111", checkpoint=kept)
    assert solved.to_dict() == cli("solve", "connect4", "2252576253462244111", "--json")
    saved = kept.read_text().splitlines()
    assert saved[0].startswith('{"format":"boyi connect4 checkpoint 1"') and saved[1].startswith("crc32 ")
    with pytest.raises(boyi.BoyiError, match="is not a checkpoint of"):
        boyi.solve("connect4", "4", checkpoint=kept)
    with pytest.raises(boyi.BoyiError, match="has no long search to keep"):
        boyi.solve("nim", [3, 4], checkpoint=tmp_path / "nim.json")
    assert not (tmp_path / "nim.json").exists()


def test_partizan_positions_with_each_players_moves(cli):
    answer = boyi.value_of("domineering", "...|...")
    assert answer == cli("solve", "domineering", "...|...", "--json")
    solved = boyi.solve("domineering", "...|...")
    assert solved.to_dict() == answer
    assert boyi.solve("多米诺", "...|...", all_moves=True).to_dict() == answer
    assert solved.outcome == {"class": "N", "left_first": "win", "right_first": "win"}
    assert [m["move"] for m in solved.winning_moves["left"]] == ["b1-b2"]
    assert len(solved.moves["right"]) == 4 and solved.explanation == answer["explanation"]
    assert repr(solved) == ("Solution(game='domineering', position='...|...', class='N', "
                            "value='{2|-1/2}', engine='theory')")
    assert "{2|-1/2}" in solved._repr_html_()
    with pytest.raises(boyi.BoyiError, match="their own engines"):
        boyi.solve("domineering", "...|...", engine="generic")
    assert [g["game"] for g in boyi.games() if g["partizan"]] == [
        "domineering", "clobber", "hackenbush", "toads"]
    assert answer["properties"]["value"] == "{2|-1/2}"
    best = answer["left"][answer["best"]["left"]]
    assert (best["move"], best["value"], best["wins"]) == ("b1-b2", "2", True)
    assert boyi.value_of("hackenbush", "LRLRRLLR")["properties"]["value"] == "77/128"
    toads = boyi.value_of("rules", "TT.F", rules=RULES / "toads-values.rhai")
    assert toads["properties"]["value"] == "{1/2|0}"
    for call in [
        lambda: boyi.value_of("nim", "3"),
        lambda: boyi.value_of("rules", "10", rules=RULES / "qiuqiu.rhai"),
        lambda: boyi.value_of("domineering", "..|."),
        lambda: boyi.value_of("domineering", "2x2", rules="x.rhai"),
    ]:
        with pytest.raises(boyi.BoyiError):
            call()


def test_databases_of_either_kind_answer_as_on_the_command_line(cli, tmp_path):
    binary = os.environ.get("BOYI_CLI", str(TOP / "target" / "debug" / "boyi"))
    outcomes, values = tmp_path / "lol.boyi", tmp_path / "regions.boyi"
    for words in (["lol", "****", "-o", outcomes], ["domineering", "--regions", "6", "-o", values]):
        subprocess.run([binary, "db", "build", *map(str, words)], check=True, capture_output=True)
    stored = boyi.solve("lol", "****", db=outcomes, all_moves=True)
    assert stored.engine == "database"
    assert stored.outcome == boyi.solve("lol", "****").outcome
    assert boyi.play_moves("lol", "L***", db=str(outcomes)) == boyi.play_moves("lol", "L***")
    answer = boyi.solve("domineering", "..#|...", db=values).to_dict()
    assert answer == cli("solve", "domineering", "..#|...", "--db", str(values), "--json")
    assert answer["engine"] == "database"
    assert boyi.value_of("domineering", "..#|...", db=values) == answer
    searched = boyi.outcome_of("domineering", "6x6", all_moves=True, db=values)
    plain = boyi.outcome_of("domineering", "6x6", all_moves=True)
    assert searched["left_moves"]["moves"] == plain["left_moves"]["moves"]
    for call, message in [
        (lambda: boyi.solve("lol", "****", db=values), "region values of domineering"),
        (lambda: boyi.solve("domineering", "..|..", db=outcomes), "solve database of lol"),
        (lambda: boyi.solve("clobber", "xo", db=values), "keeps the values"),
        (lambda: boyi.solve("lol", "****", db=3), "path of a database"),
    ]:
        with pytest.raises(boyi.BoyiError, match=message):
            call()


def test_the_dice_gamble_and_nim_products_answer_as_on_the_command_line(cli):
    odds = boyi.solve("dice", dice=4, payouts=[1, 2, 3, 20])
    assert odds.to_dict() == cli("solve", "dice", "--dice", "4", "--payouts", "1,2,3,20", "--json")
    assert boyi.solve("dice").to_dict()["house_edge"] == "5/108"
    assert "dice" in repr(odds) and "<pre>" in odds._repr_html_()
    product = boyi.solve("nimprod", [3, 5]).to_dict()
    assert product == cli("solve", "nimprod", "3", "5", "--json")
    for call, message in [
        (lambda: boyi.solve("dice", faces="x"), "--faces"),
        (lambda: boyi.solve("dice", wings=2), "its options are dice, faces, payouts"),
        (lambda: boyi.solve("dice", "3"), "takes no position"),
        (lambda: boyi.solve("dice", engine="generic"), "dice are solved exactly"),
        (lambda: boyi.solve("nimprod", [3]), "two numbers"),
    ]:
        with pytest.raises(boyi.BoyiError, match=message):
            call()


def test_ctrl_c_stops_the_work():
    # Domineering 6×6 by value takes minutes: Ctrl-C raises KeyboardInterrupt at once, and
    # the solve, cancelled, uses no CPU after it.
    import signal

    threading.Timer(0.5, lambda: os.kill(os.getpid(), signal.SIGINT)).start()
    started = time.monotonic()
    with pytest.raises(KeyboardInterrupt):
        boyi.solve("domineering", "6x6")
    assert time.monotonic() - started < 5
    before = time.process_time()
    time.sleep(0.5)
    assert time.process_time() - before < 0.2
    assert boyi.solve("nim", "3 4").outcome == "win"


def test_value_transforms_as_the_cli_does(cli):
    """`cool`, `heat` and `overheat` are `boyi value`'s `--cool`, `--heat` and `--overheat`."""
    assert boyi.value("{2|-1}", cool="1/2") == cli("value", "{2|-1}", "--cool", "1/2", "--json")
    assert boyi.value("{2|-1}", cool="1/2")["value"] == "{3/2|-1/2}"
    assert boyi.value("*", heat="1") == cli("value", "*", "--heat", "1", "--json")
    assert boyi.value("2", overheat=("1", "*")) == cli("value", "2", "--overheat", "1", "*", "--json")
    for call, says in [
        (lambda: boyi.value("^* || 0", cool="1"), "not a comparison"),
        (lambda: boyi.value("*", cool="1", heat="1"), "cannot be given together"),
        (lambda: boyi.value("*", overheat=("1",)), "two games"),
    ]:
        with pytest.raises(boyi.BoyiError, match=says):
            call()


def test_moores_nim_k_takes_from_up_to_k_heaps():
    # Moore's Nim_k: k=2 lets a move take from two heaps; 3 5 6 is won by leaving 3 3 3,
    # where every binary column holds a multiple of 3 ones.
    s = boyi.solve("nim", "3 5 6", k=2)
    assert s.outcome == "win" and s.game == "nim --k 2"
    assert [m["position"] for m in s.winning_moves] == ["3 3 3"]
    assert boyi.solve("nim", "3 3 3", k=2).outcome == "lose"
    assert boyi.solve("nim", "1 1 1 1 1", k=3, misere=True).outcome == "lose"
    assert "Moore" in boyi.solve("nim", "3 5 6", k=2, lang="zh").explanation


def test_green_hackenbush_reads_its_picture_and_cuts_edges():
    picture = "examples/rules/christmas.picture"
    answer = boyi.solve("green", "6", file=picture)
    assert (answer.outcome, answer.nimber) == ("win", 1)
    assert [m["position"] for m in answer.winning_moves] == ["1 6", "6 12", "6 13"]
    assert "Fusion principle" in answer.explanation
    in_a_sum = boyi.solve("sum", f"green {picture} + nim 3")
    assert in_a_sum.nimber == 3 ^ 3 and in_a_sum.outcome == "lose"


def test_multi_sg_codes_split_a_heap_into_four():
    answer = boyi.solve("octal", "5 32", code="[16].(3)")
    assert answer.nimber == 5 ^ 33
    assert {"move": "split heap 2 (32) into 2, 3, 11 and 16", "position": "5 2 3 11 16"} in answer.winning_moves
