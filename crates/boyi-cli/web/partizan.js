// Partizan answers (Domineering, Clobber, Hackenbush, Toads and Frogs, rule files with each
// player's moves): the canonical value of a position, its outcome class, stops, mean and
// temperature, and every move of each player with the value it leaves; or, asked with
// `--outcome`, who wins with each player first and whether each move wins. In play, you are
// Left when you move first and Right when Boyi moves first; the view's `toMove` says whose
// turn it is, and Boyi makes the move the server marks best for its side.
"use strict";

/// The outcome class in words.
const CLASS = { L: "page-class-l", R: "page-class-r", N: "page-class-n", P: "page-class-p" };

/// The side you play in a mode of play, or null when exploring.
function yourSide(mode) {
  return mode === "first" ? "left" : mode === "second" ? "right" : null;
}

/// The words of a move of each player, in the list and on the board: with the value it
/// leaves, or (from the outcome search) with its result alone.
const MOVE_WORDS = {
  partizan: {
    left: ["page-partizan-left-move", "page-partizan-left-board"],
    right: ["page-partizan-right-move", "page-partizan-right-board"],
  },
  outcome: {
    left: ["page-outcome-left-move", "page-outcome-left-board"],
    right: ["page-outcome-right-move", "page-outcome-right-board"],
  },
};

/// What the outcome search says of each player moving first: wins, or loses.
const FIRST_WORDS = {
  left: ["page-outcome-left-wins", "page-outcome-left-loses"],
  right: ["page-outcome-right-wins", "page-outcome-right-loses"],
};

/// The other player.
const otherSide = (side) => (side === "left" ? "right" : "left");

/// Each player's moves of a partizan `answer`: with the value each leaves, or, from the
/// outcome search (`--outcome`), with only whether it wins.
function movesOf(answer, side) {
  const searched = answer[`${side}_moves`];
  if (!searched) return answer.properties ? answer[side] : [];
  return searched.moves.map((m) => ({ move: m.move, position: m.after, wins: m.wins, value: null }));
}

/// The verdict and the lines of why of a partizan `answer`: its value and properties, or
/// who wins by the outcome search, with the search's figures.
function partizanWhy(answer) {
  const p = answer.properties;
  if (!p) {
    const figures = (v) =>
      v.by_symmetry
        ? say("page-outcome-by-symmetry")
        : say("page-outcome-figures", { nodes: v.nodes, seconds: v.seconds.toFixed(2) });
    const first = (v) => say(FIRST_WORDS[v.first][v.wins ? 0 : 1], { move: v.winning_move });
    const lines = [answer.left, answer.right].map((v) => colon(first(v), figures(v)));
    return { verdict: say("page-outcome-verdict", { class: say(CLASS[answer.class]) }), lines };
  }
  const lines = [
    answer.explanation,
    say("page-partizan-stops", { left: p.left_stop, right: p.right_stop }),
    say("page-partizan-mean", { mean: p.mean, temperature: p.temperature }),
    say("page-partizan-birthday", { day: p.birthday }),
    ...(answer.components || []).map((c) => colon(c.position, c.value)),
  ];
  return { verdict: say("page-partizan-verdict", { value: p.value, class: say(CLASS[p.class]) }), lines };
}

/// Shows a partizan `answer` for the view shown: its value and properties (or who wins, by
/// the outcome search), and the moves that may be played now, each in the colour of what it
/// does for its player.
function showPartizan(answer) {
  const p = answer.properties;
  const you = yourSide($("mode").value);
  const toMove = view.toMove || "left";
  $("verdict").className = "";
  let { verdict, lines } = partizanWhy(answer);
  if (you && movesOf(answer, toMove).length === 0) {
    verdict = say(toMove === you ? "page-partizan-you-lost" : "page-partizan-boyi-lost", { verdict });
  }
  $("verdict").textContent = verdict;
  $("why").textContent = lines.join("\n");
  $("why").hidden = false;
  if (p) drawThermograph($("thermograph"), p);
  $("heat").hidden = !p;
  const from = view;
  const play = async (m) => {
    const next = await open({ ...from, position: m.position, move: m.move, moved: true, toMove: otherSide(m.side) }, "push");
    if (next && you) await boyiMoves(next);
  };
  // A move of the outcome search says whether it wins, not what it leaves.
  const kind = p ? "partizan" : "outcome";
  // Exploring, both players' moves; playing, yours when it is your turn.
  const sides = you ? (toMove === you ? [you] : []) : ["left", "right"];
  const items = [];
  const onBoard = [];
  for (const side of sides) {
    for (const m of movesOf(answer, side)) {
      const move = { ...m, side, outcome: m.wins ? "win" : "lose" };
      const [listed, onCell] = MOVE_WORDS[kind][side];
      const words = say(listed, {
        move: m.move,
        value: m.value,
        result: forTheMover(move),
      });
      items.push(partizanItem(move, words, play));
      const says = say(onCell, { move: m.move, value: m.value });
      onBoard.push({ ...move, says, colour: `var(--${move.outcome})` });
    }
  }
  drawBoard($("board"), family(from.game)?.board, answer.position, onBoard, play);
  $("moves").replaceChildren(...items);
}

/// One move of a list: its words in its colour, played by a click, Enter or Space.
function partizanItem(m, words, play) {
  const item = moveItem({ ...m, says: words, remoteness: null, colour: `var(--${m.outcome})` }, () => play(m));
  item.textContent = words;
  return item;
}

/// Boyi's turn in a partizan game: the move the server marks best for its side (from the
/// outcome search, the first of its moves: a winning one where there is one). It shares the
/// history entry of the move it answers, so Back (and Undo) takes back both.
async function boyiPartizan(answer) {
  const side = view.toMove || "left";
  const best = answer.properties ? answer.best[side] : 0;
  const m = best == null ? undefined : movesOf(answer, side)[best];
  if (m === undefined) return;
  await open({ ...view, position: m.position, move: m.move, toMove: otherSide(side) }, "replace");
}
