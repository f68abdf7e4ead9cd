// Partizan answers (Domineering, Clobber, Hackenbush, Toads and Frogs, rule files with each
// player's moves): the canonical value of a position, its outcome class, stops, mean and
// temperature, and every move of each player with the value it leaves. In play, you are
// Left when you move first and Right when Boyi moves first; the view's `toMove` says whose
// turn it is, and Boyi makes the move the server marks best for its side.
"use strict";

/// The outcome class in words.
const CLASS = { L: "page-class-l", R: "page-class-r", N: "page-class-n", P: "page-class-p" };

/// The side you play in a mode of play, or null when exploring.
function yourSide(mode) {
  return mode === "first" ? "left" : mode === "second" ? "right" : null;
}

/// The other player.
const otherSide = (side) => (side === "left" ? "right" : "left");

/// Shows a partizan `answer` for the view shown: its value and properties, and the moves
/// that may be played now, each in the colour of what it does for its player.
function showPartizan(answer) {
  const p = answer.properties;
  const you = yourSide($("mode").value);
  const toMove = view.toMove || "left";
  $("verdict").className = "";
  let verdict = say("page-partizan-verdict", { value: p.value, class: say(CLASS[p.class]) });
  if (you && answer[toMove].length === 0) {
    verdict = say(toMove === you ? "page-partizan-you-lost" : "page-partizan-boyi-lost", { verdict });
  }
  $("verdict").textContent = verdict;
  const lines = [
    answer.explanation,
    say("page-partizan-stops", { left: p.left_stop, right: p.right_stop }),
    say("page-partizan-mean", { mean: p.mean, temperature: p.temperature }),
    say("page-partizan-birthday", { day: p.birthday }),
    ...(answer.components || []).map((c) => colon(c.position, c.value)),
  ];
  $("why").textContent = lines.join("\n");
  $("why").hidden = false;
  drawThermograph($("thermograph"), p);
  $("heat").hidden = false;
  const from = view;
  const play = async (m) => {
    const next = await open({ ...from, position: m.position, move: m.move, moved: true, toMove: otherSide(m.side) }, "push");
    if (next && you) await boyiMoves(next);
  };
  // Exploring, both players' moves; playing, yours when it is your turn.
  const sides = you ? (toMove === you ? [you] : []) : ["left", "right"];
  const items = [];
  const onBoard = [];
  for (const side of sides) {
    for (const m of answer[side]) {
      const move = { ...m, side, outcome: m.wins ? "win" : "lose" };
      const words = say(side === "left" ? "page-partizan-left-move" : "page-partizan-right-move", {
        move: m.move,
        value: m.value,
        result: forTheMover(move),
      });
      items.push(partizanItem(move, words, play));
      const says = say(side === "left" ? "page-partizan-left-board" : "page-partizan-right-board", {
        move: m.move,
        value: m.value,
      });
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

/// Boyi's turn in a partizan game: the move the server marks best for its side. It shares
/// the history entry of the move it answers, so Back (and Undo) takes back both.
async function boyiPartizan(answer) {
  const side = view.toMove || "left";
  const best = answer.best[side];
  if (best == null) return;
  const m = answer[side][best];
  await open({ ...view, position: m.position, move: m.move, toMove: otherSide(side) }, "replace");
}
