# Boyi's words in English. Every key is also in zh.ftl, with the same variables.
# JSON output uses this file for moves and explanations: it is an API.

## Shared pieces

verbatim = { $text }
no-explanation = No explanation.
why-generic = Generic engine: searched { $positions } positions from the end backwards; a position is a win when some move reaches a loss for the opponent{ $nimbers ->
        [1] , and its nimber is the mex of its options' nimbers.
       *[0] .
    }

## Nim

move-take-from-heap = take { $take } from heap { $heap } ({ $from } -> { $to })
nim-table =
    { $count ->
        [one] The one heap in binary (the last row is the nim-sum):
       *[other] Nim-sum of the { $count } heaps in binary (the last row is the nim-sum):
    }
    { $table }
    { $summary }
nim-zero = The nim-sum is 0: every move changes exactly one heap and so makes the nim-sum non-zero, and the opponent can always restore 0. The player to move loses.
nim-nonzero = The nim-sum is { $sum }, not 0, so the player to move wins: its top bit is 2^{ $bit }; reduce a heap that has that bit (heap { $heaps }{ $more ->
        [0] {""}
       *[other] {""} and { $more } more
    }) to heap xor { $sum }, which leaves nim-sum 0.
misere-nim-empty = Misère Nim: no counter is left, so the player to move has no move and has already won (the opponent took the last one).
misere-nim-ones = Misère Nim: every heap has at most one counter ({ $ones } heaps of 1), so each move takes exactly one counter and whoever takes the last loses: with an { $odd ->
        [1] odd
       *[0] even
    } number of 1-heaps the player to move { $wins ->
        [1] wins
       *[0] loses
    }.
misere-nim-one-big = Misère Nim: exactly one heap has two or more counters, so the nim-sum ({ $sum }) is not 0 and the player to move wins by reducing that heap to 0 or 1 so that an odd number of 1-heaps remains (seed 004, theorem 6).
misere-nim-big = Misère Nim: { $big } heaps have two or more counters, so play as in normal Nim: the nim-sum is { $sum }, and the player to move { $wins ->
        [1] wins
       *[0] loses
    } (seed 004, theorems 5-7: a position with two or more large heaps and nim-sum 0 cannot be left by one move to a small-heap position).


## Moore's Nim_k

move-nim-k = { $takes }
nim-k-table =
    Moore's Nim_k with k = { $k } (a move takes from 1 to { $k } heaps): the heaps in binary, and under them how many 1s each column holds, modulo { $modulus }:
    { $table }
    { $summary }
nim-k-zero = Every column holds a multiple of { $modulus } ones. A move takes from at most { $k } heaps, so the highest column it changes loses from 1 to { $k } ones and no longer holds a multiple; the opponent can always make every column a multiple again (Moore 1910). The player to move loses.
nim-k-nonzero = Column 2^{ $bit } holds { $ones } { $ones ->
        [one] one
       *[other] ones
    }, not a multiple of { $modulus }, so the player to move wins (Moore 1910): take from { $drop } { $drop ->
        [one] heap that has
       *[other] heaps that have
    } that bit (and from others where needed) so that every column holds a multiple of { $modulus } ones.
nim-k-misere = Misère Nim_k (whoever takes the last counter loses): a heap has two or more counters, so the player to move wins exactly as under normal play, and a winning move that leaves only heaps of at most one counter leaves 1 more than a multiple of { $modulus } of them (Moore 1910).
    { $normal }
nim-k-misere-ones = Misère Nim_k (whoever takes the last counter loses): every heap has at most one counter ({ $ones } heaps of 1), so a move takes from 1 to { $k } of them; the player to move loses exactly when the number of 1-heaps is 1 more than a multiple of { $modulus } (Moore 1910), and here it { $wins ->
        [1] is not: the player to move wins.
       *[0] is: the player to move loses.
    }
nim-k-count = { $more ->
        [0] { $count ->
            [one] One winning move.
           *[other] { $count } winning moves.
        }
       *[other] The first { $count } winning moves are listed, those taking from the fewest heaps first; there are more.
    }

## The families' rules, one line each (boyi games)

rules-subtraction = One heap; a move takes any amount in the set S (取球博弈 is S = 1,3,7,8, misère).
rules-bash = One heap; a move takes 1 to M counters.
title-nim = Nim
title-bash = the Bash game
title-subtraction = a subtraction game
title-wythoff = Wythoff's game
title-staircase = staircase Nim
title-lol = the LOL filling game
title-matches = the matchstick game
title-connect4 = Connect Four
title-octal = a take-and-break (octal) game
title-grundy = Grundy's game
title-coins = a coin-turning game
title-corners = Turning Corners
title-cram = Cram
title-domineering = Domineering
title-clobber = Clobber
title-hackenbush = Hackenbush
title-toads = Toads and Frogs
title-fibonacci = Fibonacci Nim
title-geography = undirected vertex geography
title-green = Green Hackenbush (tree and graph edge deletion)
title-chomp = Chomp
rules-nim = Heaps of counters; a move takes any number from one heap.
rules-wythoff = Two heaps; take any number from one heap, or the same number from both.
rules-staircase = Monks on steps P1 < … < Pk; a move takes one monk up without reaching the next (the top monk stands on the top step).
rules-octal = Heaps; a move takes counters from one heap and may leave the rest as 0, 1, 2 (or 3) heaps, as the code says (0.77 Kayles, 0.137 Dawson's chess, 4!.0 Grundy's game).
rules-grundy = Heaps; a move splits one heap into two unequal heaps (the code 4!.0).
rules-coins = A row of coins (H, T); a move turns some coins as the rule says, the rightmost from heads to tails (turtles, mock, twins, ruler, N or A-B coins).
rules-corners = A board of coins (H, T); a move turns the four corners of a rectangle whose far corner is heads (valued by nim multiplication, the Tartan theorem).
rules-cram = Cram: a board of empty cells; a move places a domino on two empty cells next to each other, either way; whoever cannot place one loses.
rules-lol = A row of cells; write L or O in an empty one; whoever first completes LOL wins, a full row is a tie.
rules-matches = Place a match in an empty cell, never in line with a match of the same direction with only empty cells between; who cannot place loses.
rules-connect4 = Drop a stone into a column that is not full; four in a row (across, up or diagonally) wins; a full board is a tie.
rules-fibonacci = One heap; the first move takes 1 to N-1 counters, and after a take of t the next takes 1 to K·t (K = 2 is Fibonacci Nim; other K, k-multiple dynamic subtraction); whoever takes the last counter wins.
rules-geography = A token on a vertex of a graph; a move takes it along an edge to a vertex not yet visited (its start counts as visited); whoever cannot move loses.
rules-green = A picture of edges standing on a ground; a move cuts one edge, and whatever is no longer joined to the ground falls away; whoever cannot cut loses.
rules-chomp = A bar in rows, the square in row 1, column 1 poisoned; a move eats a square and every square below and right of it; whoever must eat the poison loses.

## Bash and subtraction games

lines = { $lines }
move-take = take { $take } ({ $from } -> { $to })
bash-normal = Bash game, take 1..{ $max }: { $n } = { $quotient }·{ $m } + { $rest }. Multiples of { $m } lose for the mover: whatever the mover takes (k), the other takes { $m }-k. { $wins ->
        [1] Take { $rest } to leave a multiple of { $m }.
       *[0] The player to move loses.
    }
bash-misere-empty = Misère Bash game: no counter is left, so the player to move has already won (the opponent took the last one).
bash-misere = Misère Bash game, take 1..{ $max }: heaps n ≡ 1 (mod { $m }) lose for the mover, who will be left the last counter. { $n } ≡ { $rest } (mod { $m }). { $wins ->
        [1] Take { $take } to leave { $to }.
       *[0] The player to move loses.
    }
subtraction-normal = Subtraction game S = {"{"}{ $set }{"}"}: the nimber of a heap is the mex of the nimbers of the heaps a move reaches; heap { $n } has nimber { $nimber }.
subtraction-misere = Subtraction game S = {"{"}{ $set }{"}"}, misère (taking the last counter loses): a player with no move has won; heap { $n } is a { $wins ->
        [1] win
       *[0] lose
    } for the player to move.
subtraction-period = The values repeat with period { $period } from heap { $preperiod } on. Proof: the values at m and m+{ $period } agree for { $window } consecutive m, and each value depends only on the { $window } values before it, so the agreement goes on for ever.
subtraction-reduced = So heap { $n } has the value of heap { $m } ({ $n } ≡ { $m } mod { $period } past the preperiod).
subtraction-winning = Winning: move to a heap where the opponent loses: { $heaps }.

## Wythoff's game

move-take-both = take { $take } from both heaps ({ $a } -> { $a-to }, { $b } -> { $b-to })
wythoff = Wythoff's game: the P-positions are (⌊kφ⌋, ⌊kφ⌋+k), with ⌊kφ⌋ = (k + isqrt(5k²))/2 computed exactly. The heaps differ by k = { $k }, and the P-position with that difference is ({ $ak }, { $bk }); { $lose ->
        [1] this is it, so the player to move loses: every move leaves a different difference or a different heap, which is not a P-position.
       *[0] ({ $small }, { $large }) is not it, so the player to move wins by moving to a P-position: { $small } pairs with { $small-partner }, { $large } pairs with { $large-partner }, and taking the same amount from both keeps the difference { $k }.
    }
fibonacci-empty = No counter is left: the player to move cannot move and loses.
fibonacci-ladder = { $fibonacci ->
        [1] Fibonacci Nim (Whinihan 1963): the losing sizes are the Fibonacci numbers { $terms }, …, and { $n } = { $sum } is its Zeckendorf sum (Fibonacci numbers, no two consecutive).
       *[0] { $k }-multiple dynamic subtraction: the losing sizes are a₀ = 1 and a_(i+1) = a_i + a_j with a_j the least term such that { $k }·a_j ≥ a_i (Schwenk 1970; 曹钦翔 2007): { $terms }, …; and { $n } = { $sum }, each term more than { $k } times the next.
    } The mover loses exactly when the most that may be taken is less than the smallest term.
fibonacci-wins = At most { $m } may be taken and the smallest term is { $smallest }, so the player to move wins: take { $take }, leaving { $left }{ $next ->
        [0] {""}, the last counter taken.
       *[other] {""}, whose smallest term { $next } is more than the opponent's limit { $limit } = { $k }·{ $take }; whatever the opponent takes, take the smallest term again.
    }{ $others ->
        [0] {""}
        [1] {""} One more move also wins.
       *[other] {""} { $others } more moves also win.
    }
fibonacci-loses = At most { $m } may be taken and the smallest term is { $smallest }: every take t < { $smallest } leaves a number whose smallest term is at most { $k }·t, which the opponent takes in turn. The player to move loses.
move-geography = { $from } -> { $to }
move-geography-place = place the token on { $to }
geography-theorem = Undirected vertex geography (Fraenkel, Scheinerman and Ullman 1993): the player to move wins exactly when every maximum matching of the vertices not yet visited (the token's too) covers the token's vertex.
geography-wins = A maximum matching has { $size } edges and every one covers { $at }, so the player to move wins: move along the matched edge to { $mate } and keep answering along the matching, which the opponent can never leave.
geography-loses = A maximum matching with { $size } edges leaves { $at } exposed, so the player to move loses: whatever vertex the token moves to is matched, and the opponent moves along its matched edge.
geography-place = No token yet: the first move places it. The graph has { $vertices } vertices and a maximum matching of { $size } edges; the player who must move from a vertex that some maximum matching leaves exposed loses (Fraenkel, Scheinerman and Ullman 1993), and { $exposed ->
        [0] no vertex is such: every maximum matching covers every vertex, so wherever the token is placed, the opponent wins.
       *[other] { $exposed } vertices are such: placing the token on one of them wins.
    }
geography-directed = Directed vertex geography has no such theorem: answered by a plain search of every walk from here.
move-green = cut { $edge }
green-edge = edge { $edge } ({ $from }–{ $to })
green-principles = Green Hackenbush (Winning Ways, ch. 7): by the Fusion principle the vertices of every cycle fuse into one, its edges becoming loops worth *1 each; by the Colon principle an edge with the branch above it counts as a stalk one longer than the branch's value, and a vertex is worth the xor of what stands on it.
green-empty = No edge stands: the player to move has no cut and loses.
green-tree = No cycles: the picture is a tree on the ground, valued by the Colon principle alone.
green-fused = { $parts ->
    [one] One part with cycles was
   *[other] { $parts } parts with cycles were
} fused into single vertices, { $loops } edges becoming loops:
green-part = { "  " }at { $at }: { $vertices ->
    [one] one vertex
   *[other] { $vertices } vertices fused
} with { $loops ->
    [one] one loop
   *[other] { $loops } loops
} (*{ $worth }) and *{ $above } standing on it: worth *{ $value }
green-more = { "  " }and { $more } more
green-ground = On the ground vertex { $ground }: { $parts ->
    [one] one part
   *[other] { $parts } parts
}, together worth *{ $value }{ $parts ->
    [0] .
   *[other] :
}
green-cycle-part = { "  " }{ $loops ->
    [one] a loop: *1
   *[other] the part with cycles fused here ({ $loops } loops): *{ $value }
}
green-branch = { "  " }{ $edge } under a branch worth *{ $above }: a stalk of *{ $value }
move-chomp = eat row { $row }, column { $column }
chomp-box = Chomp (Gale 1974) has no closed form: Boyi valued every diagram inside the { $rows } × { $columns } box ({ $count } of them, numbered by their boundary paths), each a win exactly when some bite leaves a loss. The poison alone is a loss: its eater loses.
chomp-two-rows = Chomp of at most two rows has a closed form: with rows a ≥ b, the player to move loses exactly when a = b + 1 (the poison alone is 1 and 0). Here a = { $first } and b = { $second }: from any other diagram one bite leaves that shape, and from it every bite leaves another.
chomp-stealing = A full rectangle is a first-player win by strategy stealing (Gale 1974): if eating the bottom-right square lost, the opponent's winning reply would leave a diagram the first player could have left at once, since that square goes with every bite.
compound-and = { $a }; { $b }
compound-row = {"  "}{ $component }: { $outcome }{ $number }
guess-equal = a = b: the player to move loses exactly where the coordinates are equal (equivalently a xor b = 0)
guess-sum = a + b ≡ { $r } (mod { $k }): the player to move loses exactly there
guess-difference = |a − b| ≡ { $r } (mod { $k }): the player to move loses exactly there
guess-parity = a { $a ->
        [0] even
       *[1] odd
    }, b { $b ->
        [0] even
       *[1] odd
    }: the player to move loses exactly there
guess-beatty = pairs (⌊nα⌋, ⌊nα⌋ + n) either way round, with α between { $low } and { $high } (Wythoff's game has α = φ ≈ 1.618034): the player to move loses exactly there
guess-found = Rules that hold for every position up to ({ $to }, { $to }), conjectures, not proofs:
guess-none = No rule of the library (a = b, sums and differences modulo 2 to 12, parities, pairs (⌊nα⌋, ⌊nα⌋ + n)) holds for every position up to ({ $to }, { $to }).
table-grid = { $game }: positions (a, b) for a, b from 0 to { $to } (row a, column b; { $nimbers ->
        [1] nimbers
       *[0] P where the player to move loses, N where they win
    })
compound-selective =
    Selective compound (Winning Ways, ch. 9): a move is a move in any nonempty set of components, so the mover loses exactly when every component is lost; each component, by its outcome:
    { $table }
    { $wins ->
        [1] Some component is won: move to a lost position in every won component, and leave the lost ones.
       *[0] Every component is lost: whatever set the mover plays in, the opponent answers in the same ones.
    }
compound-conjunctive =
    Conjunctive compound (Winning Ways, ch. 9): a move is a move in every component, and play ends when one has no move; the compound's remoteness is the least of its components' (Steinhaus), and the mover wins exactly when it is odd. Each component, by its outcome and remoteness:
    { $table }
    { $wins ->
        [1] The least is odd: move in every component to an option of one less remoteness (the quickest win where it wins, the slowest loss where it loses).
       *[0] The least is even: the player to move loses.
    }
compound-every =
    Every-SG (Jia Zhihao 2009; Smith's suspense numbers): each turn a player moves in every component that still has a move. A component's suspense number is 0 with no move; where the mover wins, one more than the largest of an option lost for the opponent; where it loses, one more than the least of an option. The mover wins exactly when the largest is odd. Each component, by its outcome and suspense number:
    { $table }
    { $wins ->
        [1] The largest is odd: move in every component to an option of one less suspense number.
       *[0] The largest is even: the player to move loses.
    }
misere-sj =
    Misère sum (Anti-SG): a move is a move in one component, and whoever cannot move wins. SJ theorem (Jia Zhihao 2009): the player to move wins exactly when the nim-sum of the components' values is not 0 and some component's value is more than 1, or the nim-sum is 0 and none is. Its condition holds: every position of value 0 in every component either has no move or has a move to value 1 (checked on all { $positions } positions the components can reach). Each component's value (normal play):
    { $table }
    {"  "}nim-sum: { $sum }; components of value more than 1: { $big }
    { $case ->
        [nim] The nim-sum is not 0 and two or more values are above 1: the player to move wins by the Nim move to nim-sum 0, which keeps a value above 1.
        [one-big] The nim-sum is not 0 and one value is above 1: the player to move wins by moving that component to value 0 or 1, so that an odd number of components have value 1.
        [ended] No component has a move: the player to move cannot move and has won.
        [one] The nim-sum is 0 and no value is above 1: the player to move wins by moving a component of value 1 to value 0, leaving an odd number of 1s.
        [zero] Every value is 0: the player to move wins by moving a component that has moves to value 1 (the condition says one can).
        [odd-ones] The nim-sum is not 0 but no value is above 1: an odd number of 1s. Every move leaves an even number of 1s and nothing above, or one value above 1 with nim-sum not 0; the player to move loses.
       *[two-big] The nim-sum is 0 and values above 1 cancel: every move leaves nim-sum not 0 with a value above 1 still there; the player to move loses.
    }
misere-nim-sum = Misère sum of Nim positions: together they are misère Nim of their { $heaps } heaps (Bouton 1902), and whoever cannot move wins. The player to move wins exactly when some heap has more than one counter and the nim-sum is not 0, or none has and the nim-sum is 0 (an even number of heaps of one). Here the nim-sum is { $sum } and { $big } heaps have more than one counter, so the player to move { $wins ->
        [1] wins: move to nim-sum 0 while a heap of two or more is left, or else leave an odd number of heaps of one.
       *[0] loses.
    }
misere-sj-breach = in component { $index }, { $position } has value 0 and moves, but no move to value 1
misere-searched =
    Misère sum (Anti-SG): a move is a move in one component, and whoever cannot move wins. The SJ theorem (Jia Zhihao 2009) does not apply: { $breach }, so its condition fails. Decided by plain search of the sum instead ({ $positions } positions).
compound-searched = The { $compound } compound decided by plain search of its product (every tuple of its components' positions, { $positions } in all), by retrograde analysis from the ends of play, which knows draws: { $why }.
compound-listed = { $count } moves achieve this in all; the first { $listed } are listed.
compound-reason-cycle = in component { $index }, the position { $position } can come back to itself
compound-reason-scored = in component { $index }, the position { $position } ends play as a { $outcome } for the player to move
compound-reason-normal = component { $index } is not played under normal play
compound-reason-asked = the search was asked for (--engine generic or both, or --all-moves)
place-compound-component = in { $compound } component { $index } ({ $component })

## Staircase Nim (高僧斗法) and sums

move-monk = move the monk on step { $from } up to step { $to }
staircase = Staircase Nim: pair the monks from the bottom; the empty steps inside each pair are a Nim heap (moves that widen a pair's gap can be undone by moving the monk above). Pairs and gaps: { $pairs ->
        [0] none
       *[other] { $gaps }
    }. Their nim-sum is { $sum }, so the player to move { $wins ->
        [1] wins
       *[0] loses
    }.
move-in-component = in component { $index } ({ $component }): { $move }
sum =
    Sprague-Grundy theorem: a sum of impartial games has the nim-sum (xor) of its components' nimbers. Each component's nimber, in decimal and binary:
    { $table }
    {"  "}nim-sum: { $sum } = { $bits }
    { $sum ->
        [0] The nim-sum is 0: the player to move loses.
       *[other] The nim-sum is { $sum }: the player to move wins by moving in a component of nimber g to a position of nimber g xor { $sum } (always possible where g has the top bit of { $sum }, and sometimes elsewhere through a larger nimber).
    }

## Turning Corners and the matchstick game (火柴游戏)

move-corners = turn the corners of rows { $rows }, columns { $columns }
corners = Turning Corners is the product of two copies of Twins (turn exactly two coins, values g(n) = n from 0), so by the Tartan theorem a heads at (x, y) (row and column counted from 0) has the nim product x ⊗ y and the board the xor of its heads' values. { $count ->
        [0] No heads
       *[other] { $heads }
    }. Nim-sum { $sum }.
matches = Impartial game, normal play: { $placements } legal placements. The empty cells form { $components ->
        [one] one independent component
       *[other] { $components } independent components
    } (cells interact only through a stretch of row or column without matches) with nimbers { $components ->
        [0] none
       *[other] { $nimbers }
    }; their xor is { $sum }, so the player to move { $sum ->
        [0] loses
       *[other] wins
    }. { $valued ->
        [one] One component was valued
       *[other] { $valued } components were valued
    }, boards equal under reflection or transposition (which swaps the kinds of match) counted once.

## Take-and-break (octal) games

move-take-and-break = { $take ->
        [0] split heap { $heap } ({ $size }) into { $left }
       *[other] take { $take } from heap { $heap } ({ $size }), leaving { $count ->
            [0] nothing
            [1] { $left }
           *[other] heaps { $left }
        }
    }
octal =
    Take-and-break game { $code }: a heap's value is the mex of the values of what a move leaves (the xor of the heaps left), and a position's nimber is the xor of its heaps' values (Sprague-Grundy).
    { $table }
    {"  "}nim-sum: { $sum }
octal-period = { $shift ->
        [0] The values of { $code } have period { $period } from heap { $preperiod } on.
       *[other] The values of { $code } are arithmetic-periodic: g(n + { $period }) = g(n) + { $shift } from heap { $preperiod } on.
    } { $proof }
octal-saltus-proof = Proven by induction on the heap (the arithmetic-periodicity test of games::octal::saltus): the { $computed } values computed agree with g(n + { $period }) = g(n) + { $shift } from heap { $preperiod }; for every heap n from { $from } to { $to } no option leaving one heap has the value of n, a split (worth at most the sum of its parts) falls short of it, and every smaller value is the value of an option that carries over from n to n + { $step }; so g(n + { $period }) = g(n) + { $shift } for ever.
octal-period-proof = Proven by the periodicity theorem for { $parts ->
        [2] octal games (Guy and Smith, 1956)
       *[other] take-and-break games (Guy and Smith, 1956; their argument for moves that leave at most { $parts } heaps)
    }: the values at n and n+{ $period } agree for every n from { $preperiod } to { $last } − 1 ({ $computed } values computed, { $needed } needed), so they agree for ever.
octal-too-many-moves = The winning moves are not listed: the heaps have too many moves.
octal-repeating-identity = Proven for every code like this one (games::octal::repeating): no split without a take, and every take may leave nothing or one heap, so g(n) = n: one-heap options reach every smaller value, and heaps left total less than n, whose xor is at most their sum.
octal-repeating-lasker = Lasker's Nim (Lasker 1931; Winning Ways, ch. 4), proven by induction on the heap's last two bits: g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4, g(4k+4) = 4k+3.
octal-repeating-three-split = Take any number, or split a heap into three (HDU 5795), proven by induction on the heap with its last three bits (the proof is beside the code): g(8k+1) … g(8k+6) are themselves, g(8k+7) = 8k+8, g(8k+8) = 8k+7.
octal-repeating-computed = No closed form is proven for { $code }: its values are computed by mex, heap by heap (a move may take any number, so the periodicity theorems do not apply).
octal-repeating-splits-unlisted = The winning moves that leave one heap or none are listed; winning splits are not (the heaps have too many moves).
octal-repeating-misere = Misère play (the last to move loses), answered by a plain search of every position reachable from this one.
octal-misere-search = Misère play (the last to move loses), answered by a plain search of every position reachable from this one (refused past { $limit } of them), not by the misère quotient: { $why }.
octal-misere-quotient-stuck = the quotient stopped growing before heap { $heap }: { $why }
octal-misere-quotient-far = the quotient was not grown to heap { $heap }
quotient-why-time = it took more than the { $seconds } seconds a request may spend (boyi quotient CODE --seconds S goes further)
quotient-why-large = a candidate would have { $elements } elements or more
quotient-why-search = verifying a candidate looked at more than { $positions } positions
quotient-why-unrepaired = no repair of a candidate fixed its least failing position
octal-misere-quotient =
    Misère play (the last to move loses), answered by the misère quotient of { $game } (Plambeck and Siegel): Q = { $monoid }, |Q| = { $order }, P = {"{"}{ $p }{"}"}; { $reach }. Each heap pretends to an element of Q (Φ), a sum to the product of its heaps' elements, and a sum is a P-position (the mover loses) exactly when that product lies in P.
    { $table }
    {"  "}product: { $product }, { $in ->
        [1] in P: the mover loses
       *[other] not in P: the mover wins by moving to a sum whose product lies in P
    }
octal-misere-quotient-whole = Φ is proven periodic (period { $period } from heap { $preperiod }), so this is the quotient of every sum
octal-misere-quotient-partial = this is the quotient of the sums of heaps up to { $heap }, exact for this position and every position it leads to

## Game graphs with cycles

move-token = move the token on { $from } to { $to }
graph-tokens =
    Smith's generalised Sprague-Grundy values (∞(K) marks a vertex from which play can go on for ever, K the finite values one move away):
    { $table }
    All finite with nim-sum 0: the mover loses; all finite otherwise: the mover wins; exactly one ∞(K): the mover wins if the others' nim-sum is in K, else draws; two or more ∞: a draw.{ $draw ->
        [1] {" "}The listed moves keep the draw.
       *[0] {""}
    }
graph-retrograde = Retrograde analysis from the vertices without moves (seed 003): a vertex wins if a move reaches a loss, loses if every move reaches a win, and draws otherwise.
graph-stuck = { $vertex } has no move: the player to move loses.
graph-lose = Every move from { $vertex } ({ $degree }) reaches a vertex from which the opponent wins; the loser can delay the end { $remoteness } moves.
graph-win = Some move from { $vertex } reaches a vertex where the opponent loses; perfect play ends in { $remoteness } moves.
graph-draw = From { $vertex } neither player can force a win: every move to a losing vertex is missing, and leaving the cycle would hand the opponent the win, so play goes on for ever.

## The LOL filling game (填字母游戏)

lol-over = The row already holds LOL: the opponent has just won.
lol-immediate = A move completes LOL at once (remoteness 1); the other listed moves win more slowly.
lol-safe-play = No move completes LOL, so players make safe moves (ones that leave no LOL to complete) while they can; there are { $safe } now. Each safe move fills one cell, and safe play gets stuck only on two empty cells between L's (L**L), so with { $empties } empty cells the { $mover-last ->
        [1] player to move
       *[0] opponent
    } makes the last safe move. Call that player Maker: Maker wins if a trapped L**L ever arises (it stays to the end), and the game is a tie if the row fills. Split at every L and every OO, the row is { $parts ->
        [one] one part
       *[other] { $parts } independent parts
    }; Maker can force a trap in { $maker-parts } of them moving first there{ $strong ->
        [1] , and it even when the opponent starts there
        [0] , but not when the opponent starts there
       *[2] {""}
    }. By the Maker-Breaker rule for disjoint parts, Maker moving first needs one such part; Breaker moving first loses to two, or to one that Maker wins even when Breaker starts in it.
lol-connector-rule = The search by proved facts alone ran long here, so parts with a single O between empty cells were valued by the connector rule (docs/lol-theory.md, fact 9), checked against that search on every part of up to 33 cells but not proved.
lol-win = The listed moves leave the opponent in a lost position.
lol-tie = Neither side can force a win; the listed moves keep the tie (a full row).
lol-lose = Every safe move leaves the opponent a win; when safe moves run out, any letter hands over a LOL.

## Coin-turning games

move-turn-coins = { $count ->
        [0] turn nothing
        [1] turn coin { $coins }
       *[other] turn coins { $coins }
    }
coins = Coin-turning game ({ $rule }): turning a coin toggles its part, so the row's value is the xor of the values of its heads, and a lone heads at n has the mex of the xors of the coins a move may turn beside it. Heads: { $count ->
        [0] none
       *[other] { $heads }
    }. Nim-sum { $sum }.{ $unlisted ->
        [1] {" "}The winning moves are not listed: the row has too many moves.
       *[0] {""}
    }

## Rule files and remoteness

rules-file = Rule file { $file }: { $positions } positions reachable, each found by one call of the script. Retrograde analysis from the ends of play: a position wins if some move reaches a loss for the opponent, loses if every move reaches a win{ $misere ->
        [1] {" "}(misère: a player with no move wins)
       *[0] {""}
    }, and is a draw if neither side can force an end.{ $nimbers ->
        [1] {" "}Nimbers: the mex of the options' nimbers (Smith's generalised values where play can go on for ever).
       *[0] {""}
    }
remoteness-by-search = Remoteness: by a search of every position reachable from this one.

## Tables

move-to = move to { $position }
column-nimber = nimber
column-misere-grundy = misère grundy
note-misere-grundy = misère grundy: a position without moves has value 1; the player to move loses exactly where it is 0.
note-wythoff-pairs = a_k is the least number not in an earlier pair and b_k = a_k + k; equivalently a_k = floor(k·φ).
note-fibonacci-table = The start positions (the first move takes 1 to N-1), by the theorem (Schwenk 1970): the mover loses exactly at 0 and on the losing sizes for K = { $k } (the Fibonacci numbers when K = 2).
subtraction-period-proof = Proven: the values at m and m+{ $period } agree for { $window } consecutive m, and each value depends only on the { $window } values before it.

## Errors

# How a reader raises the memory budget or the time of a request, by where they asked
# ($surface: cli, web or python); on a web page the server sets both.
raise-memory = { $surface ->
    [web] the server sets the memory budget
    [python] memory= sets the budget
   *[cli] --memory sets the budget
}
raise-time = { $surface ->
    [web] the server sets the time a request may run
    [python] time= gives it longer
   *[cli] --time gives it longer
}

error-within = { $place }: { $error }
error-cycle = the game has a cycle; the acyclic engine cannot solve it
error-out-of-memory = the memory ran out after { $positions } positions; the generic engine stops there ({ raise-memory })
error-too-many-positions = the game has more than { $positions } positions; the generic engine stops there
place-argument = value { $n }
place-option = option { $name }
place-text = line { $line }, column { $column }
place-end = end of input
error-parse-at = { $message } (at { $at })
error-parse = { $message }: '{ $token }' (at { $at })
place-sum-component = in sum component { $index } ({ $component })

## The command line

error-prefix = boyi: error:{" "}
error-io = cannot read or write: { $error }
error-json = cannot write JSON: { $error }
error-unknown-language = unknown language '{ $code }' for --lang: Boyi speaks en (English) and zh (中文)
games-partizan =
    Partizan games (Left and Right move differently), valued by canonical forms; also boyi value EXPR:
games-example = e.g. boyi solve { $example }
games-forms =
    Games made of other games, and computations, answered by solve (and by the web page and Python):
games-more =
    Your own game: boyi solve --rules FILE POSITION (rule files: examples/rules/).

## Answers (boyi solve)

outcome-win = win
outcome-lose = lose
outcome-tie = tie
outcome-draw = draw
verdict-win = outcome:    win: the player to move wins (N-position)
verdict-lose = outcome:    lose: the player to move loses, the other player wins (P-position)
verdict-tie = outcome:    tie: neither player can force a win
verdict-draw = outcome:    draw: play goes on for ever
line-nimber = nimber:     { $nimber }
line-remoteness = remoteness: { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    } to the end under perfect play
line-remoteness-unknown = remoteness: not computed for this position
title-winning-moves = winning moves:{ $none ->
        [1] {" "}none
       *[0] {""}
    }
title-tying-moves = tying moves:{ $none ->
        [1] {" "}none
       *[0] {""}
    }
title-drawing-moves = drawing moves:{ $none ->
        [1] {" "}none
       *[0] {""}
    }
title-every-move = every move, best first (result for the mover; moves left after it):
title-every-move-none = every move: none
title-every-move-value = every move, the best first (result for the mover; the position and the value it leaves):
title-every-move-outcome = every move, the winning ones first (result for the mover, by the outcome search; the position it leaves):
engine-theory = theory
engine-generic = generic search
engine-database = a solve database
engine-checked = a rule checked by search, not proved
engine-both = theory, checked by plain search
both-agree = Checked (--engine both): a plain search of { $positions } positions gives the same outcome, value and moves.
both-brief = { $outcome }{ $nimbered ->
        [1] {", "}nimber { $nimber }
       *[0] {""}
    }{ $known ->
        [1] {", "}remoteness { $remoteness }
       *[0] {""}
    }{ $listed ->
        [1] {", "}{ $count ->
            [0] no move named
           *[other] moves to { $moves }
        }
       *[0] {""}
    }
error-engines-disagree = The theory and plain search disagree at { $position } (a bug of Boyi: please report it): the theory says { $theory }; plain search says { $search }.
title-why = why ({ $engine }):

## Playing against Boyi (boyi play)

play-welcome = { $game }: you play { $side ->
        [left] Left and move { $second ->
            [1] second
           *[0] first
        }
        [right] Right and move { $second ->
            [1] second
           *[0] first
        }
       *[none] { $second ->
            [1] second
           *[0] first
        }
    } against Boyi. Type a move as `boyi solve` prints it, or only the numbers in it, or the position it leads to; `hint` shows every move with its value, `undo` takes back your last move and Boyi's reply, `quit` leaves.
play-boyi-plays = Boyi plays { $move }
play-prompt = your move>{" "}
play-line-too-long = that line is longer than { $limit } bytes; type a move
play-end-of-input = end of input: the game is left unfinished.
play-left = You left the game.
play-not-a-move = '{ $typed }' is not a move here; type `hint` to see every move
play-position = position: { $position }
play-turn = move { $number }: { $boyi ->
        [1] Boyi's move
       *[0] your move
    }{ $side ->
        [left] {" "}(Left)
        [right] {" "}(Right)
       *[none] {""}
    }
play-nothing-to-undo = nothing to undo
play-took-back = took back { $move } and Boyi's reply
play-you-won = You won.
play-boyi-won = Boyi won.
play-tie = The game is a tie.
play-draw = The game is a draw.
play-game-over = game over: { $verdict }
play-no-mistakes = None of your moves threw away a win or a tie.
play-mistake = move { $number }: { $move } threw away a { $best ->
        [lose] loss
       *[other] { $best }
    } ({ $kept } kept it); it left you a { $got ->
        [lose] loss
       *[other] { $got }
    }.
play-command-quit = quit
play-command-hint = hint
play-command-undo = undo
error-partizan-db = --db answers a partizan game only for a family that keeps the values of its regions in a file (Domineering: boyi db build domineering --regions N); other partizan games are valued, not looked up
error-as-impartial = --as names a side in a partizan game (Domineering, Clobber, Hackenbush, Toads and Frogs, a rule file with fn left and fn right); in this game both players have the same moves
error-rules-not-partizan = { $file } gives no fn left(p) and fn right(p): its positions have outcomes, not partizan values (boyi.solve answers for it)
error-feature-missing = { $what } needs a boyi built with the { $feature } feature (cargo build --features { $feature })
error-stdin = cannot read standard input: { $error }

## Tables (boyi table)

column-outcome = outcome
table-heaps = { $game }: heaps 0..{ $to }
table-pairs = { $game }: P-positions (a, b) with b <= { $to }
table-period = period: { $period } from heap { $preperiod } on (preperiod { $preperiod }){ $saltus ->
        [0] {""}
       *[other] , saltus { $saltus }: g(n + { $period }) = g(n) + { $saltus }
    }.
table-no-period-yet = period: none proven yet
summary-computed = values computed: { $values } (heaps 0..{ $last })
summary-largest = largest value: { $value }
summary-rare = rare values: mask { $mask } (values with an even number of its bits), { $count } heaps, the last { $any ->
        [1] heap { $last }
       *[0] none
    }
summary-dense = rare values: no rare/common split (values are dense)
summary-no-period = period: none proven
error-summary-of-pairs = --summary describes a sequence of heap values; Wythoff's table lists pairs
error-no-subcommand = a subcommand is missing; run with --help to see them
error-clap-unknown = unexpected argument '{ $arg }' found
error-clap-subcommand = unrecognized subcommand '{ $name }'
error-clap-value = invalid value '{ $value }' for '{ $arg }' (possible values: { $valid })
error-clap-missing = the following required arguments were not provided: { $args }
error-clap-conflict = { $twice ->
        [1] the argument '{ $arg }' cannot be used multiple times
       *[0] the argument '{ $arg }' cannot be used with '{ $other }'
    }
error-clap-too-many = unexpected value '{ $value }' for '{ $arg }' found; no more were expected
error-clap-invalid = invalid value '{ $value }' for '{ $arg }': { $why }
error-not-a-game = '{ $word }' is not a game: `boyi games` lists them, and --rules FILE names a game of your own
error-name-a-game = name a game (`boyi games` lists them) or a rule file with --rules FILE
error-not-in-registry = '{ $name }' is not a game of the registry
error-no-position-here = this command takes no position, but '{ $word }' was given
error-empty-input = the input is empty
standard-input = standard input
error-cannot-read = cannot read { $what }: { $error }
error-input-too-large = { $what } is larger than { $mib } MiB, the most Boyi reads
error-input-not-utf8 = { $what } is not UTF-8 text (at byte { $byte })
error-input-line-too-long = line { $line } of { $what } is longer than { $mib } MiB
error-plot-extension = --plot { $path }: the file must end in .svg or .png
error-plot-draw = cannot draw the plot { $path }: { $error }

## The dice gamble (古代赌局)

dice-rules = dice: { $dice } dice with { $faces } faces; payouts { $payouts } for 1..{ $dice } matches (stake returned), stake lost otherwise
dice-exact-what = the exact distribution of { $dice } dice with { $faces } faces (fractions over { $faces }^{ $dice })
dice-columns = {"matches"}               probability                player gain
dice-exact =
    player's expected return: { $return } ≈ { $return-value } per unit staked
    variance of one round:    { $variance } ≈ { $variance-value }
    house edge:               { $edge } ≈ { $edge-value } ({ $percent }% of each stake)
    why: whichever box is chosen, each of the { $dice } dice shows it with probability 1/{ $faces }, so the number of matches m is binomial: P(m) = C({ $dice }, m)·{ $others }^({ $dice }-m) / { $faces }^{ $dice }.
dice-simulated =
    rounds: { $rounds } (seed { $seed }, { $threads } threads)
    rounds by matches: { $counts }
    house edge estimate: { $estimate }
    95% confidence interval: [{ $low }, { $high }]
    exact house edge: { $exact } ≈ { $exact-value }
    exact value inside the interval: { $inside ->
        [1] yes
       *[0] no
    } (decided in exact arithmetic){ $flat ->
        [1] {"\u000A"}note: every round ended alike, so the interval has no width; play more rounds
       *[0] {""}
    }
error-dice-stopped = stopped by a signal after { $played } of { $rounds } rounds; a partial run gives no estimate
error-threads = cannot start worker threads: { $error }

## Other answers of the command line

error-exact-only = --engine generic, --engine both and --all-moves apply to positions of games; { $what ->
        [dice] dice
        [graphs] graphs
        [partizan] partizan games
       *[other] nim products
    } are solved exactly by their own engines
error-empty-sum = a sum needs at least one component, e.g. "nim 3 4"
error-side-impartial = side= is for partizan games, where each player has moves of their own
error-no-table-here = this game has no table: tables list impartial games on one integer (or Wythoff's pairs), not partizan games, game graphs or compounds
error-not-served = this server serves no such file: none is called { $file } (/api/games lists the files it serves, and the families that read one)
error-rules-file-missing = --rules needs a rule file: --rules FILE POSITION
error-no-outcome-search = { $game } has no outcome search: --outcome is for Domineering
error-db-compound = --db answers one game's positions, not a compound's
error-component-impartial = a component of a compound is an impartial game (a family of `boyi games` that is not partizan, a rule file with one set of moves, or a game graph)
error-nimprod-numbers = expected two numbers: boyi solve nimprod A B
nimprod-inverse = { $found ->
        [1] nim inverse of { $x }: { $inverse }
       *[0] 0 has no nim inverse
    }
nimprod-why = why: nim multiplication (Conway) is the product of the field of nimbers: a ⊗ b = mex{"{"}a' ⊗ b ⊕ a ⊗ b' ⊕ a' ⊗ b'{"}"} over a' < a, b' < b, with ⊕ the xor. It is computed by splitting at a Fermat 2-power F = 2^(2^k), where x ⊗ F = x·F for x < F and F ⊗ F = F ⊕ F/2. By the Tartan theorem it is the value of a heads coin at (a, b) in Turning Corners.
column-vertex = vertex
column-remoteness = remoteness
graph-summary = { $vertices } vertices, { $moves } moves: { $win } win, { $lose } lose, { $draw } draw (retrograde analysis from the vertices without moves; a draw is endless play).
error-count-short = the count says { $count } { $what } but the input has only { $found }
error-count-long = the count says { $count } { $what } but there are more
error-count-boards = the count says { $count } boards, but the rows that follow do not split into { $count } boards
count-ball-counts = ball counts
count-rows = rows
error-checkpoint = { $file } is not a checkpoint of { $game }: { $why }
checkpoint-no-line = no { $line } line
checkpoint-first-line = the first line is not '{ $magic }'
checkpoint-format = its format is not '{ $format }'
checkpoint-other-game = it holds the values of { $other }
checkpoint-crossed = its least score of the position { $key } is above its most
checkpoint-too-many = it holds { $count } positions, more than the { $most } a run keeps
checkpoint-too-short = it is too short for { $count } values
checkpoint-not-exactly = it does not hold exactly { $count } values
error-checkpoint-memory = { $file } holds { $count } values, which take { $needed } MiB to read back, more than the { $memory } MiB of memory allowed ({ raise-memory })
error-checkpoint-write = cannot write the checkpoint { $file }: { $error }

what-count = the count
what-regions = valuing the { $regions } regions of up to { $cells } cells
what-ball-count = a ball count
error-monks-one-line = the monks' positions must be on one line
what-dice = the number of dice
error-too-many-dice = too many dice
what-faces = the number of faces
what-rounds = the number of rounds
error-two-rounds = play at least 2 rounds (a confidence interval needs two)
what-seed = the seed
what-threads = the number of threads
error-threads-range = use between 1 and 1024 threads
what-rounds-units = rounds
what-memory = the memory budget
what-time = the time budget
what-last-position = the last position
what-most-values = the most values to compute
error-read-folder = cannot read the folder { $folder }: { $error }
error-server-start = cannot start the server: { $error }
error-listen = cannot listen on { $address }: { $error }
serve-serving = boyi serves { $url } (Ctrl-C stops it)
serve-busy = busy: { $solves } solves have been running for { $seconds } s; try again in a moment
serve-failed = the solve failed
serve-too-slow = the answer takes longer than { $seconds } s, so its work was stopped
serve-table-too-long = to is { $to }; the web API lists tables up to { $most }
error-server-stopped = the server stopped: { $error }
error-table-not-utf8 = the table is not UTF-8

error-what-table-values = the table would hold { $count } values
error-unknown-lang-python = unknown language '{ $code }' for lang: Boyi speaks en (English) and zh (中文)

error-not-utf8 = { $what } is not UTF-8: '{ $bytes }'
what-value-of = the value of { $option }
what-named-argument = the { $name } argument
what-an-argument = an argument
what-argument-n = argument { $n }

## Solve databases (boyi db)

db-estimate = estimate: { $known ->
    [1] at most { $positions } positions
   *[0] positions not known before they are found
}{ $memory-known ->
    [1] , { $memory } of memory, { $disk } of disk
   *[0] {""}
}
db-built = built { $file }: { $positions } positions in { $tiers } tiers, { $seconds } s ({ $rate } positions/s)
db-shards-merge = merge the shards where all of them are: boyi db merge { $files } -o { $file }
db-shards-merge-by-leader = process 0 merges the shards into { $file } where it sees all of them; elsewhere merge them where they are together: boyi db merge { $files } -o { $file }
db-shards-written = wrote { $files } in { $seconds } s ({ $bytes } exchanged from here)
db-shared = built by { $workers } workers in { $processes ->
    [one] one process
   *[other] { $processes } processes
}: { $bytes } exchanged from here, { $per } bytes a position
db-outcomes = outcomes: { $counts }
db-size = longest remoteness { $longest }; { $bytes }, { $bits } bits a position
db-info-file = file: { $file } ({ $bytes }, format { $format })
db-info-game = game: { $game }
db-info-root = root: { $root }
db-info-command = built by: { $command }
db-info-positions = positions: { $positions } in { $tiers } tiers, { $bits } bits a position
db-info-longest = longest remoteness: { $longest }
db-column-tier = tier
db-column-positions = positions
db-column-longest = longest
db-column-bytes = bytes
db-verified = { $file }: all { $blocks } blocks match their checksums; { $positions } positions re-derived from their children agree
db-explanation = read from the solve database { $file }: { $positions } positions reachable from { $root }, each valued once by retrograde analysis
db-step-discover = finding tier { $tier }
db-step-solve = solving tier { $tier }
regions-step = valuing the regions of { $cells } cells
regions-cells = cells
regions-count = regions
regions-values = values
regions-zeros = zero
regions-fuzzy = fuzzy
regions-numbers = integers+fractions
regions-nimbers = nimbers (largest)
regions-ups = ups (most)
regions-tinies = tinies (values)
regions-hot = hot
regions-hottest-column = hottest (regions)
regions-all = all
regions-hottest = The hottest region (of { $count }): { $position } = { $value }
regions-largest-nimber = The largest nimber: { $position } = { $value }
regions-most-ups = The most ups: { $position } = { $value }
values-built = { $file }: every { $game } region of up to { $cells } cells, { $regions } regions (once up to symmetry) worth { $forms } canonical forms, { $bytes } bytes{ $seconds ->
    [none] {""}
   *[other] , in { $seconds } s
}
values-step-verify = checking regions against their options
values-verified = { $file }: every checksum and form read back; { $checked } of { $regions } regions valued again from their options' stored values, all equal
error-values-unknown = { $file } holds the regions of { $game }, which Boyi does not keep in files of values
error-values-wrong = { $file } is wrong: the region { $position } is not worth what its options' stored values make
db-step-verify = checking tier { $tier }
db-action-open = open
db-action-read = read
db-action-write = write
db-action-create = create
db-action-remove = remove
db-fault-checksum = its bytes do not match their checksum
db-fault-contents = it does not hold what its table says
what-block = the positions of a block (--block)
what-disk = the disk budget (--disk)
what-sample = the sample (--sample)
what-db-build = the build
what-process = the process
what-processes = the number of processes
what-workers = the number of workers
error-db-no-output = say where the database goes: -o FILE
error-db-disk = the build would write about { $needed } to disk, more than the { $budget } there is (--disk sets the budget)

## The web page (boyi serve)

page-graph-file = A game on a graph served from a file (one move `u v` a line): a token on a vertex; a move slides it along an arrow; who cannot move loses; cycles may make a draw.
page-rule-file = A rule file served from the --rules folder.
page-rule-file-position = The position, as the rule file writes it.
page-graph-file-position = A vertex of the graph (or several, one token on each).

# The page's words. The page fetches /api/words?lang=en|zh once per language: every message
# whose key starts with `page-`, rendered WITHOUT arguments. So these messages keep a rule:
# - a variable is a plain placeable, { $name }. Rendered without its argument, Fluent writes
#   it as the mark {$name} (no spaces); the page's say(key, { name: value }) (web/words.js)
#   puts the value in place of each mark, as text, never as markup;
# - no selectors ({ $n -> … }): without the argument Fluent would always take the default
#   variant. Where English needs a singular, a second message with the key ending in -one
#   says it, and the page takes it for 1 (page-verdict-left-one);
# - the page builds every key it uses out of whole keys written in its source, so that a
#   test (serve.rs) checks that each one is here and that each one here is used.

page-title = Boyi 博弈 — explore a game
page-heading = Boyi 博弈 — who wins, and with which move
page-language = Language
page-language-en = English
page-language-zh = 中文
page-game = Game
page-options = Options
page-options-example = options: { $options }
page-outcome-instead = Who wins? Ask the outcome search instead (--outcome)
page-no-options = this game has no options
page-position-empty = empty: the game as it starts
page-position = Position
page-position-example = e.g. { $position }
page-play = Play
page-mode-explore = explore: click any move
page-mode-first = against Boyi, you move first
page-mode-second = against Boyi, Boyi moves first
page-solve = Solve
page-undo = Undo
page-link = link to what the page shows
page-copy = Copy link
page-copied = copied
page-selected = selected: press Ctrl+C to copy
page-board = board
page-moves = moves, best first
page-so-far = The game so far
page-so-far-note = Remoteness of each position played: above the line when the player to move wins, below when they lose, on it (with the number written over it) for a tie; under it, the moves.
page-history-chart = value history
page-values = Values of heaps
page-values-chart = value sequence
page-verdict-win = The player to move wins
page-verdict-lose = The player to move loses
page-verdict-tie = The player to move ties
page-verdict-draw = The player to move draws
page-verdict-end = { $verdict }.
page-verdict-left = { $verdict } ({ $left } moves to the end).
page-verdict-left-one = { $verdict } (1 move to the end).
page-verdict-database = { $verdict } Read from a solve database.
page-busy = Working it out…
page-move-unvalued = not valued yet
page-end = The game is over. { $verdict }.
page-end-you-won = The game is over: you won.
page-end-boyi-won = The game is over: Boyi won.
page-end-tie = The game is over: a tie.
page-outcome-win = win
page-outcome-lose = lose
page-outcome-tie = tie
page-outcome-draw = draw
page-move-win = win for the mover
page-move-lose = lose for the mover
page-move-tie = tie for the mover
page-move-draw = draw for the mover
page-class-l = Left wins, whoever starts (L)
page-class-r = Right wins, whoever starts (R)
page-class-n = whoever starts wins (N)
page-class-p = whoever starts loses (P)
page-thermograph = Thermograph
page-thermograph-note = How much each player gains by moving first as the board is taxed: the left wall is Left's best, the right wall Right's; where they meet, at the game's temperature, the mast rises at its mean.
page-thermograph-left = Left wall
page-thermograph-right = Right wall
page-thermograph-mast = mast at the mean { $mean }
page-thermograph-value = value (Left's side on the left)
page-thermograph-temperature = temperature
page-partizan-verdict = Value { $value }: { $class }.
page-partizan-you-lost = { $verdict } You have no move: Boyi won.
page-partizan-boyi-lost = { $verdict } Boyi has no move: you won.
page-partizan-stops = stops: left { $left }, right { $right }
page-partizan-mean = mean { $mean }, temperature { $temperature }
page-partizan-birthday = born on day { $day }
page-partizan-left-move = Left { $move }: leaves { $value } ({ $result })
page-partizan-right-move = Right { $move }: leaves { $value } ({ $result })
page-partizan-left-board = Left { $move }: leaves { $value }
page-partizan-right-board = Right { $move }: leaves { $value }
page-outcome-verdict = { $class }, by the outcome search.
page-outcome-left-wins = Left first wins with { $move }
page-outcome-left-loses = Left first loses
page-outcome-right-wins = Right first wins with { $move }
page-outcome-right-loses = Right first loses
page-outcome-figures = { $nodes } positions searched in { $seconds } s
page-outcome-by-symmetry = Left's answer turned (the board turned swaps the players), no search
page-outcome-left-move = Left { $move } ({ $result })
page-outcome-right-move = Right { $move } ({ $result })
page-outcome-left-board = Left { $move }
page-outcome-right-board = Right { $move }
page-colon = { $before }: { $after }
page-move-left = { $move }: { $value }, { $left } left
page-error-status = the server answered { $status }
page-error-unreachable = the server cannot be reached
page-error-not-a-game = { $game } is not a game of this page
page-error-link-long = the link is { $length } characters long; at most { $most } are read
page-error-control = the link's { $name } holds a control character
page-error-lang = lang is { $lang }; a link's language is en or zh
page-error-not-an-option = { $key } is not an option of { $game }
page-error-space = the option { $key } has a space in its value { $value }
page-error-flag = { $key } is a flag: { $key }=1 or { $key }=0, not { $value }
page-no-nimbers = The positions of this game have no nimbers to draw (misère or partizan play).
page-no-period = No period proven.
page-period = Period { $period } from heap { $preperiod } (shaded: one period).
page-period-saltus = Period { $period } from heap { $preperiod }, saltus { $saltus }: g(n + { $period }) = g(n) + { $saltus } (shaded: one period).
page-chart-wins = player to move wins
page-chart-loses = loses
page-chart-ties = ties
page-chart-draws = draws
page-chart-remoteness = remoteness
page-chart-start = start
page-chart-move = move { $number }, { $move }
page-chart-point = { $by }: { $position }: { $value }, remoteness { $remoteness }
page-chart-nimber-legend = nimber of the heap
page-chart-misere-wins = misère value: the player to move wins
page-chart-misere-loses = 0: the player to move loses
page-chart-misere-value = misère Grundy value
page-chart-misere-point = heap { $heap }: { $outcome } (misère value { $value })
page-chart-period = one period
page-chart-heap-size = heap size
page-chart-nimber = nimber
page-chart-heap-point = heap { $heap }: nimber { $nimber }
page-board-heap = heap { $number } ({ $size })
page-board-one-heap = heap ({ $size })
page-board-limited-heap = heap ({ $size }, at most { $limit } may be taken)
page-board-bite = eat row { $row }, column { $column } and all below and right
page-board-row = row { $number } ({ $size })
page-board-counter = heap { $heap }, counter { $counter }
page-board-take = take { $take }, leaving { $left }
page-board-split = split into { $a } and { $b }
page-board-pick-run = pick a run of counters to take
page-board-pick-heaps = Shift-click a counter in each heap to take it and every counter after it, then take from them all
page-board-pick-coins = pick the coins to turn
page-board-not-a-move = not a move
page-board-empty = empty
page-board-graph-edge = edge { $edge } ({ $colour })
page-board-token = a token on { $vertex }
page-board-picture-edge = edge { $edge } ({ $from }–{ $to })
page-board-ground = the ground, { $vertex }
page-board-visited = { $vertex }, visited
page-board-scrolls = The board is wider than the screen: swipe it sideways to see the rest.
page-board-poison = the poisoned square: whoever must eat it loses
page-board-edge = edge { $number } from the ground ({ $colour })
page-board-colour-left = Left's, blue
page-board-colour-right = Right's, red
page-board-colour-green = green, either player's
page-board-cell = cell { $column }
page-board-row-column = row { $row }, column { $column }
page-board-coin = coin { $number }
page-board-heads = heads
page-board-tails = tails
page-board-write-l = write L
page-board-write-o = write O
page-board-vertical = place a vertical match
page-board-horizontal = place a horizontal match

## Errors of the library

# Numbers and words read from the input; $what describes the value (error-what-*).
error-negative = { $what } must not be negative
error-not-whole = { $what } must be a whole number
error-too-large = { $what } is too large (the limit is { $limit })
error-digits = { $what } has { $digits } digits; at most { $max } are taken
error-digits-more = { $what } has more than { $max } digits
error-not-rational = { $what } must be a number such as 10, 3/2 or 1.5
error-denominator-zero = { $what } has the denominator 0
error-size-example = { $message } (e.g. 512M or 2G)
error-size-range = { $what } must be between 1 byte and 16 EiB
error-seconds-example = { $message } (e.g. 90s, 30m, 4h or 2d)
error-seconds-range = { $what } must be between 1 second and 2^64 seconds
error-expected = expected { $what }
error-expected-one = expected { $what }; unexpected extra value

# Budgets (budget.rs): refusals before the work starts.
error-memory-ran-out = the memory for { $what } ran out after { $entries } entries ({ raise-memory })
error-what-would-store = { $what } would store about { $positions } positions
error-memory-budget = { $what }, about { $needed }, more than the memory budget of { $budget } ({ raise-memory })
error-what-generic-engine = the generic engine
error-search-work = the generic engine would search more than { $limit } positions and moves{ $known ->
        [1] {" "}(about { $work })
       *[0] {""}
    }; use the theory engine (the default) for a position this large
error-output = { $what } would print about { $bytes }, more than the { $limit } an answer may print
error-time = { $what }: { $units } at about { $rate } a second (measured here) would take about { $time }, more than the { $limit } a request may run
error-cancelled = stopped: whoever asked no longer waits for the answer (an interrupt, Ctrl-C or a signal, or a page closed or out of time)
error-deadline = stopped: the time this request may run is over; { raise-time }
error-duration-seconds = { $n } s
error-duration-minutes = { $n } min
error-duration-hours = { $n } h
error-duration-days = { $n } days
hint-partizan-outcome = { $why }; who wins can still be decided by the outcome search: add `--outcome`
error-no-steps-here = this game is not played move by move with the same moves for both players: there are no moves to list without their values
moves-unlisted = Only the moves that keep the result are listed: this position has { $moves } moves, and every move is listed with its value up to { $limit }.
error-move-list = this position has { $moves } moves; every move is listed with its value only up to { $limit } moves
error-more-than-2-64 = more than 2^64

# Rule files (rules/): $file is the rule file's path, $error the words of the system or of Rhai.
error-rules-cannot-read = cannot read { $file }: { $error }
error-rules-too-long = { $file } has more than { $limit } bytes; a rule file may have at most { $limit }
error-rules-not-utf8 = { $file } is not UTF-8 text (at byte { $byte })
error-what-the-moves = the moves
error-what-explored-positions = the explored positions
error-rules-too-many-positions = { $file }: the game reaches more than { $limit } positions from { $position } (the most a search stores); a smaller position, or a fn canonical(p) that identifies symmetric positions, may fit
error-rules-expected-position = { $file }: expected a position (an integer, integers, or a string)
error-rules-table-needs-to = a rule file's table needs --to N, the last position to list
error-rules-table-too-long = a rule file's table is found by search, which stores at most { $limit } positions; --to { $to } is more
error-rules-control-characters = a position may not hold control characters
error-rules-integer-range = an integer of a rule file must lie from { $min } to { $max }
error-rules-syntax = { $file }: syntax error at line { $line }, column { $column }: { $error }
error-rules-no-moves = { $file }: a rule file must define fn moves(p), returning the positions reachable from p
error-rules-shape = this rule file declares const POSITION = "{ $shape }": a position is { $shape ->
        [number] one integer, such as 10
       *[numbers] integers, such as 3 4 5 or [5]
    }
error-rules-shape-unknown = { $file }: const POSITION is "number", "numbers" or "text", not "{ $value }"
error-rules-shape-unsure = { $file }: fn moves of the number { $position } gives arrays, so the file reads a number as something else (in Rhai n[0] of a number is its lowest bit); say what a position is in the file: const POSITION = "number"; (or "numbers", or "text")
error-rules-table-text = { $file }: table lists positions that are numbers (n, or a pair a b), and this file declares its positions as text
error-rules-table-shape = { $file }: table cannot tell whether positions are one number n or a pair a b ({ $works ->
        [1] fn moves takes both
       *[0] fn moves takes neither
    }); say which in the file: const POSITION = "number"; or "numbers" (table lists no text positions)
error-rules-failed = { $file }: { $function }({ $position }) failed: { $why }
error-rules-at-line = { $reason } (line { $line }, column { $column })
error-rules-operations = it ran more than { $operations } operations (a loop that never ends?)
error-rules-call-depth = it called functions more than { $depth } deep
error-rules-data-size = it built a string or array of more than { $size } items
error-rules-moves-not-array = it returned { $value }, not an array of positions
error-rules-not-a-move = it returned { $value }, which is neither a position (an integer, an array of integers or a string) nor a [name, position] pair
error-rules-bad-board = fn board(p) must give a string of rows joined by / (or an array of rows), at most { $most } characters and no control character, not { $value }
error-rules-bad-end = it returned { $value }; end(p) returns "win", "lose" or "tie" for the player to move, or nothing while play goes on
error-rules-not-a-position = it returned { $value }, which is not a position

# Dice, nimbers, sums, options.
error-dice-none = the number of dice must be at least 1
error-dice-too-many = at most { $max } dice
error-dice-no-faces = dice must have at least 1 face
error-dice-payouts = { $payouts } payouts given for { $dice } dice: give one payout for each number of matches 1..{ $dice }
error-dice-negative-payout = payouts must not be negative
error-what-payout = a payout
error-what-nimber = a nimber
error-nimber-too-large = a nimber must be below 2^128
error-no-nimber = { $game } has no nimber (misère and partizan games have none; only impartial games under normal play do), so it cannot be added
error-no-table = { $game } has no table: tables list games on one integer (or Wythoff's pairs)
error-option-required = the option { $option } is required
not-for-table-partizan = { $game } has no table: its boards do not grow in one line as the Domineering rectangles and the Toads-and-Frogs rows do
not-for-database-partizan = no solve database: its positions are valued by canonical forms, not by tiers
error-unknown-option = { $game } has no option { $option }; its options: { $known }
error-no-options = none
error-flag-value = the option { $option } is a flag and takes no value
error-option-value = the option { $option } needs a value
error-sum-empty = a sum needs at least one component

# Nim, Bash, staircase Nim, Turning Corners.
error-nim-no-heaps = expected at least one heap size
error-what-a-heap-size = a heap size
error-what-bash-max = the most a move may take
error-bash-max-zero = a move must be able to take at least 1
error-bash-table-max = a Bash table takes a maximum of at most { $max }
error-staircase-no-monks = expected the monks' steps
error-what-step = a step number
error-staircase-step-zero = steps are numbered from 1
error-staircase-not-increasing = steps must be strictly increasing, but this follows { $last }
error-what-corners-board = one board such as TTT/THT/TTH
error-corners-bad-coin = row { $row } holds '{ $coin }'; a coin is H (heads) or T (tails)
error-corners-ragged = row { $row } is empty or not as long as row 0; rows must be equally long
error-corners-too-large = a board has at most { $max } rows and { $max } columns

# The matchstick game, subtraction games, Wythoff's game.
error-matches-no-rows = expected the board's rows
error-matches-empty-row = row { $row } is empty; a row holds cells 0, 1 or -
error-matches-ragged = row { $row } has { $length } cells but row 0 has { $cols }; rows must be equally long
error-matches-bad-cell = row { $row }, column { $column } is '{ $cell }'; cells are 0 (empty), 1 (vertical) or - (horizontal)
error-matches-empty-board = the board is empty; write rows of 0, 1 and - joined by /
error-what-matches-board = one board such as 0111/-000/-000
error-matches-component-limit = a component of { $largest } empty cells is more than the { $limit } { $note }
error-matches-outcome-search-note = the outcome search takes (the empty 5x6 board, 30 cells, takes about 40 minutes and 12.5 GiB)
error-matches-board-too-large = the fast solver takes boards of at most { $max } rows and { $max } columns; this one is { $rows } x { $cols }
error-matches-component-cost = a component of { $largest } empty cells would take about { $minutes } minutes and { $gib } GiB (0.3 GiB and 17 seconds at { $max } cells, about 2.5 times more for each further cell); the solver takes components of up to { $max } cells. The empty 5x6 board is known: the second player wins (settled by an outcome search of 40 minutes, and by a solve database of all its positions)
error-matches-longest-search = the board is lost for the player to move; the placement that makes the game last longest is found by plain search, which takes boards of at most { $max } empty cells, and this one has { $empties }
error-subtraction-empty = the subtraction set is empty
error-subtraction-zero = the subtraction set contains 0, which is not a move
error-subtraction-too-many = the subtraction set has more than { $max } amounts
error-what-subtraction-amount = an amount in the subtraction set
error-subtraction-parse-zero = the subtraction set must not contain 0
error-subtraction-no-period = no period of this subtraction game shows within the first { $known } heap sizes (the most the search computes for { $amounts } amounts, at most { $steps } steps), so heap { $n } cannot be valued
error-what-one-heap-size = one heap size
error-what-the-heap-size = the heap size
error-table-no-period-up-to = no period shows within the first { $known } heap sizes, so heaps up to { $to } are not tabulated
error-table-no-period-from = no period shows within the first { $known } heap sizes, so heaps from { $n } on are not tabulated
error-wythoff-extra-heap = Wythoff's game has two heaps; unexpected extra value
error-wythoff-two-heaps = expected two heap sizes
error-wythoff-grundy-work = Wythoff nimbers have no closed form, and tabulating them up to ({ $a }, { $b }) is more than { $limit } steps
error-wythoff-too-large-to-add = Wythoff nimbers have no closed form; heaps this large cannot be added
error-wythoff-table-needs-to = Wythoff's table needs --to N, the largest b to list
error-wythoff-table-limit = --to must be at most { $limit } for Wythoff's table
error-what-nim-k = K (the most heaps a move takes from)
error-nim-k-zero = K must be at least 1: a move takes from 1 to K heaps
error-what-fibonacci-k = the multiple K
error-fibonacci-k-zero = K must be at least 1: after a take of t the next move takes at most K·t
error-what-fibonacci-counters = the number of counters N
error-what-fibonacci-limit = the most the next move may take, M
error-fibonacci-extra = a position is N or N M (counters, and the most the next move may take); unexpected extra value
error-fibonacci-table-needs-to = the table of Fibonacci Nim needs --to N, the largest heap to list
error-fibonacci-ladder = the losing sizes for K = { $k } up to { $n } would be about { $terms } numbers ({ $needed }), over the memory budget of { $budget }
error-fibonacci-nimbers = nimbers of this game have no closed form: a sum needs a table up to { $n } counters, and at most { $limit } are tabulated
error-geography-no-vertex = no vertex of the graph has this name
not-for-web-file = { $game } reads its graph from a file, and this server serves none: start it with boyi serve --rules DIR, the graph in DIR as NAME.graph
error-geography-not-a-move = the token cannot move there: it is not next to the token's vertex, or was visited
error-geography-directed = a directed graph is searched walk by walk, and { $vertices } vertices may give more than { $limit } positions
error-green-no-vertex = no vertex of the picture has this name
error-green-not-an-edge = not an edge of the picture: edges are numbered 1 to { $edges } in the order of the file
error-green-never-stands = this edge is not joined to the ground at the start, so it is never cut
error-green-cut-twice = this edge is already cut
error-green-work = finding the winning cuts inside the picture's cycles takes about { $work } steps, over the limit of { $limit }
error-what-chomp-rows = the row lengths
error-what-chomp-row = a row length
error-chomp-row-size = a row has at least one square (and at most 4294967295)
error-chomp-increasing = a row is no longer than the row above it
error-chomp-box-work = Chomp is valued over every diagram inside the { $rows } × { $columns } box: { $count } diagrams of up to { $squares } squares each, past the { $limit } steps a request may take or the { $most } squares a box may have
error-grid-alone = a table of positions (a, b) is the whole grid, in text, JSON or --plot, without --summary
error-what-chomp-box = the outcomes of every diagram inside the { $rows } × { $columns } box ({ $count })
error-compound-partizan = a { $compound } compound is played with impartial games; this component's players have different moves
error-compound-remoteness = a conjunctive compound needs the component's remoteness, which is not known for a position this large
error-misere-sj-fails = the SJ theorem does not apply ({ $breach }), and plain search of the sum cannot run: { $why }
error-compound-search = every position the component reaches is explored, and that search would pass { $limit } positions and moves{ $known ->
        [1] {" "}(about { $work })
       *[0] {""}
    }; for heaps of one game, that game's own options (`--misere`, several heaps) answer by its theory
error-compound-positions = the component reaches more than { $limit } positions, too many to explore
error-compound-scored-end = the position { $position } ends play as a { $outcome } for the player to move, and a { $compound } compound ends only when every component has, scoring that end alike in all (normal play, or misère play in every component)
error-compound-opposite-ends = the position { $position } ends play as a { $outcome } for the player to move, and another component ends with the opposite result: a { $compound } compound that ended in both at once would have no result
error-compound-product = the compound's positions are every tuple of its components' positions, and their search cannot run: { $why }
error-compound-needs-search = the theory does not apply ({ $reason }), and plain search cannot answer: { $why }

# Take-and-break (octal) games: $code is a code such as 0.77.
error-octal-misere-search = misère take-and-break games beyond the misère quotient are answered by plain search ({ $why }), and these heaps, { $counters } counters in all, would take more than { $limit } positions and moves (about 45 counters in all is the most)
error-octal-value-past-2-64 = the value of a heap of { $heap } in { $code } is past 2^64
error-octal-steps = the value of a heap of { $heap } in { $code } takes about { $steps } steps to compute, more than the { $limit } a request may take, and no period of the code is proven{ $provable ->
        [1] {""}
       *[0] {" "}(the periodicity theorems cover codes without !)
    }
error-octal-misere-table = a misère table of a take-and-break game needs --to N (each heap's genus comes from every sum of smaller heaps); sums are answered by the misère quotient (boyi quotient CODE)
error-octal-genus-too-far = the genus of heaps up to { $to } needs every sum of smaller heaps, more than the { $limit } positions allowed ({ raise-memory })
octal-genus-note = A heap's misère Grundy value is γ0 of its genus g^(γ0 γ1 …) (Conway): g is its normal value and γk the misère value with k heaps of 2 added; a heap alone is a P-position where γ0 = 0. Sums of heaps are answered by the misère quotient (boyi quotient CODE).
error-octal-memory = { $values } values of { $code } take { $mib } MiB, more than the { $budget } MiB of memory allowed ({ raise-memory })
error-octal-unprovable = no period of { $code } can be proven (the periodicity theorems cover codes without !), so give --to N or --max N
error-octal-max-short = --max { $max } values leave heaps up to { $to } without a value, and no period is proven
error-octal-checkpoint = the checkpoint gives heap { $heap } of { $code } the value { $saved }, but it is { $value }: the file was changed
error-octal-code = { $why }; a code is written like 0.77, 0.137, 4.07, 0.f, 4!.0 or 4.(3)
error-octal-code-no-point = the code has no point
error-octal-code-whole = one digit stands before the point
error-octal-code-bang = '!' follows a digit, once
error-octal-code-bang-parts = '!' (unequal heaps) follows only a digit that leaves at most three heaps (up to f)
error-octal-code-bracket = a digit in brackets is a decimal number from 1 to 2^{ $most }·2 − 1, without leading zeros (bit 2^j: the move may leave j heaps), closed by ']'
error-octal-code-digit = '{ $digit }' is not a hexadecimal digit
error-octal-code-too-long = the code has more than { $max } digits
error-octal-code-split = the digit before the point may only split (0, 4 or 8, …)
error-octal-repeat-end = a repeated digit is written in parentheses at the end, like 4.(3)
error-octal-repeat-digit = one nonzero hexadecimal digit, with ! or not, stands in the parentheses
error-octal-repeating-too-large = this heap's value is past 2^64
error-octal-repeating-work = { $code } has no closed form, and computing its values up to heap { $heap } is more than { $limit } steps
error-what-octal-values = the values of the heaps
error-octal-repeating-table-needs-to = the table of { $code } needs --to N: a code that repeats has no period to stop at
error-octal-repeating-misere-table = misère tables of a repeating code are not computed; solve its positions instead
error-octal-repeating-quotient = a misère quotient is found for a code with a largest take; a code whose digit repeats has none

# Game graphs, the LOL filling game, coin-turning games.
error-graph-third-word = a line holds one move `u v` (or one vertex); unexpected third word
error-graph-one-token = a game graph in a sum or compound is one token: write the vertex it stands on
error-graph-self-loop = an edge from a vertex to itself: the token never comes back to a vertex it has visited
error-graph-empty = the graph is empty: expected lines `u v` (a move from u to v)
error-graph-too-many-vertices = the graph has too many vertices
error-graph-long-name = a vertex name has { $chars } characters; at most { $max } are taken
error-graph-control-characters = a vertex name may not hold control characters
error-graph-no-such-vertex = no such vertex in the graph
error-lol-empty = the board is empty; write it with *, L and O
error-lol-too-long = the row has { $cells } cells; rows of up to { $max } are taken (each of its moves is valued, so the time grows with the square of the length)
error-lol-bad-cell = cell { $cell } is '{ $letter }'; a board holds only *, L and O
error-lol-stretch = a stretch of { $cells } cells without an L or OO is longer than the { $max } the solver takes
error-lol-search = the search valued { $parts } parts without settling the row
error-lol-zugzwang = part { $part } is a zugzwang for Breaker, outside the theory the solver rests on
error-coins-rule = a rule is turtles, mock, twins, ruler, a count of coins N, or a range A-B (from A to B coins, at most 4)
error-coins-steps = the values of { $coins } coins under the rule { $rule } take about { $steps } steps, more than the { $limit } a request may take
error-what-coins-row = one row of coins such as THHTTH
error-coins-bad-coin = coin { $coin } is '{ $letter }'; a coin is H (heads) or T (tails)
error-coins-row-length = a row has from 1 to { $max } coins; this one has { $coins }
error-what-lol-board = one board such as L**L
error-db-io = cannot { $action } { $file }: { $error }
error-db-not-a-file = { $file } is not a file
error-db-old-values = { $file } is a file of region values in Boyi's older format; build it again with `boyi db build`
error-db-holds-values = { $file } holds the region values of { $game }, not solve outcomes; it answers `boyi solve { $game } --db { $file }`
error-db-holds-outcomes = { $file } is a solve database of { $game }, not a file of region values; it answers `boyi solve { $game } --db { $file }`
error-connect4-search = the search of the Connect Four position { $position } ({ $stones ->
    [one] 1 stone
   *[other] { $stones } stones
} played) stopped after { $positions } positions, what the request's time allows, without settling it ({ raise-time }, and `--checkpoint FILE` keeps a long search to go on from); or answer from a solve database (`boyi db build connect4`, then `--db FILE`, or `boyi serve --db DIR`)
what-connect4-table = the table of the Connect Four search
why-connect4-search = Alpha-beta search (negamax with null windows and a table of bounds) visited { $positions } positions: the player to move makes the fastest win, or the slowest loss.
why-connect4-unsettled = Not settled in what the request's time allows ({ raise-time }): whether { $moves } { $count ->
    [one] keeps
   *[other] keep
} the outcome; the moves listed are those settled.
error-db-foreign = { $file } is not a Boyi database
error-values-bad = { $file } is not a whole file of region values: its { $what } is damaged or cut short
error-values-other-game = { $file } holds the regions of { $game }, not of { $expected }
values-part-body = compressed body
values-part-body-checksum = body (its checksum)
values-part-form-count = count of forms
values-part-form-kind = kind of a form
values-part-form-option = option of a form
values-part-number = number of a form
values-part-region = region
values-part-region-count = count of regions
values-part-region-value = value of a region
values-part-most-cells = largest region (past 15 cells)
error-db-version = { $file } is a database of format { $version }; this Boyi reads format { $supported }
error-db-damaged-header = { $file } is damaged: its header does not match its checksum
error-db-damaged-table = { $file } is damaged: the block table of tier { $tier } does not match its checksum
error-db-damaged-block = { $file } is damaged: tier { $tier }, block { $block }: { $what }
error-db-truncated = { $file } is cut short: tier { $tier } ends at byte { $end }, the file has { $length }
error-db-mismatch = { $file }: tier { $tier }, block { $block }: a record differs from what its children's records give
error-db-stopped-build = { $dir } holds a build that was stopped: run the same command with --resume to go on, or remove it
error-db-bad-manifest = { $file } is not a file of a build that Boyi wrote: remove the folder it is in
error-db-other-build = { $dir } holds the build of another database ({ $held }): remove it, or resume that build
error-db-tier-memory = tier { $tier } needs about { $needed }, more than the memory budget of { $budget } ({ raise-memory })
error-db-lost-child = a move leads to a position of tier { $tier } that was not found before: do the rule file's functions give the same answer every time?
error-db-remoteness = a remoteness passes { $max }, the most a record holds
error-db-back-move = a move from tier { $from } leads back to tier { $to }: moves may only stay in a tier or go to a later one
error-db-other-game = { $file } holds a database of { $held }, not of { $asked }
error-db-other-rules = { $file } was built from other rules than the { $asked } given now
error-db-not-held = { $position } is not in { $file }, which holds the positions reachable from { $root }
error-db-no-tiers = { $game } has no solve database: its positions do not fall into tiers
error-db-lol-row = a database holds rows of 1 to { $max } cells, not { $cells }
error-db-lol-length = this database holds rows of { $held } cells, not { $cells }
error-db-matches-size = a database holds boards of at most { $max } cells and 8 rows and columns, not { $rows } x { $cols }
error-db-chomp-box = { $position } is not in this database, whose diagrams fit in { $rows } rows of { $columns } squares
error-db-chomp-size = a Chomp database numbers the diagrams of a box of at most { $most } rows whose diagrams 64 bits count, not { $rows } rows of { $columns } squares
error-db-matches-shape = this database holds boards of { $held-rows } x { $held-cols }, not { $rows } x { $cols }
error-db-other-shape = { $file } holds positions shaped like { $held }, not like { $asked }
error-dist-start = the workers could not start or ended abruptly: { $error }
error-dist-no-hosts = { $file } names no process: one host:port a line
error-dist-host = { $file } line { $line }: '{ $text }' is not host:port
error-dist-process = --process { $process } is not a process of { $processes } (they count from 0)
error-dist-few-hosts = --processes { $processes } needs as many lines in --hostfile, which has { $hosts }
error-dist-no-hostfile = --processes above 1 needs --hostfile FILE: one host:port a line, a line a process
error-dist-threads = --workers takes from 1 to { $most } worker threads a process
error-dist-workers = a build takes from 1 to { $most } workers in all
error-dist-steps-apart = cannot resume: worker { $worker } finished { $done } steps, another only { $least } (were the shards' build folders mixed up?)
error-dist-lost = lost process { $process } of the build ({ $error }): when every process is running again, start each with --resume
error-dist-worker-failed = worker { $worker } of the build stopped: { $error }
error-dist-worker-silent = worker { $worker } of the build stopped without a word (its process ended or lost its connection)
error-dist-bad-message = a worker of the build sent a message this one cannot read: are all processes running the same boyi?
error-dist-no-shards = no shard to merge: name every shard file of the build
error-dist-not-a-shard = { $file } is not a shard of the same build as the others
error-dist-missing-shard = shard { $index } of { $of } is missing: name every shard file of the build
error-db-shard = { $file } is shard { $index } of { $of } of a database built by many workers: merge the shards first (boyi db merge)
error-rules-bad-tier = fn tier(p) must return a whole number from 0 to 4294967295, not { $value }
error-connect4-size = a Connect Four board of { $width } x { $height } is not played here: 1 to { $max } columns, and at most 63 cells with a spare one topping each column
error-connect4-one-word = a Connect Four position is one word (the columns played, or the rows), not also { $word }
error-connect4-column = move { $move }: { $column } is not a column from 1 to { $width }
error-connect4-over = move { $move } (column { $column }) comes after four in a row: the game is over
error-connect4-full = move { $move }: column { $column } is full
error-connect4-rows = a board of rows needs { $height } rows of { $width } cells, joined by /
error-connect4-cell = a board's cells are . (empty), x (first player) and o (second player)
error-connect4-floating = a stone floats above an empty cell
error-connect4-counts = the first player (x) has as many stones as the second (o), or one more
error-connect4-after-end = play goes on after four in a row
error-what-connect4-size = the width and height of the board
error-db-cannot-list = this game cannot write the positions of a database back from their keys

## Misère quotients (boyi quotient)

quotient-title = Misère quotient of { $game }, on the sums of heaps up to { $heap }:
quotient-periodic = Φ is periodic from heap { $preperiod } with period { $period }, proven by the periodicity theorem for misère quotients (Plambeck and Siegel 2008, after Guy and Smith): Φ(n + { $period }) = Φ(n) for every n from { $preperiod } to { $last } among the { $heaps } heaps computed, and { $heaps } ≥ { $parts }·({ $start } + { $period }) + { $take } = { $needed }{ $preperiod ->
        [0] {" "}(a period from heap 0 is proven as from heap 1: a part of exactly { $period } has no part of 0 to match it)
       *[other] {""}
    }; so every larger heap pretends to the element { $period } heaps before it, and this is the quotient of the whole game.
quotient-reached = Stopped at heap { $heap } as asked (--to): Φ is not proven periodic yet.
quotient-out-of-time = Stopped before heap { $heap }: the time allowed ran out (--seconds).
quotient-too-large = Stopped before heap { $heap }: a candidate quotient would have { $elements } elements or more, past the limit.
quotient-search-too-long = Stopped before heap { $heap }: verifying a candidate looked at { $positions } positions, past the limit.
quotient-unrepaired = Stopped at heap { $heap }: no repair of the candidate fixed its least failing position (please report this).
quotient-presentation = Q = { $monoid }{ $name }
quotient-order = |Q| = { $order }, |P| = { $p }: P = {"{"}{ $elements }{"}"}
quotient-tame = { $wild ->
        [1] Wild: not the quotient of misère Nim on any heaps.
       *[other] Tame: T{ $tame }, the quotient of misère Nim on heaps below 2^{ $tame }.
    }
quotient-phi = Φ(0..{ $last }) = { $words }
quotient-phi-more = … and { $more } heaps more (--table lists them all)
quotient-growth = The quotient grew at heaps (its order then): { $heaps }
quotient-partial = This is a partial quotient: larger heaps may make it grow.
quotient-analysis = Structure: { $idempotents } idempotents; * marks the kernel's identity (the product of all idempotents).
column-genus = genus
column-heap = heap
column-element = Φ
column-idempotent = idempotent
column-subgroup = |max subgroup|
column-archimedean = |archimedean|
column-lower-covers = lower covers
column-subgroup-p = P in the subgroup
what-last-heap = the last heap
what-seconds = the seconds allowed
error-no-genus = { $game } has no genus here: --genus is for misère take-and-break codes (boyi table octal CODE --misere --genus --to N)
error-no-quotient = boyi quotient takes a take-and-break code (0.77) or one of { $families } with its options; { $game } is not one of them
error-quotient-amount = subtraction amounts up to { $max } are allowed here

## Partizan games (boyi value, boyi solve domineering …)
rules-clobber = Stones x (Left) and o (Right); a move puts one of your stones on an adjacent stone of the other player, which is removed; whoever cannot move loses.
rules-hackenbush = Edges standing on the ground; Left cuts a blue edge (L), Right a red one (R), either a green one (G); what no longer touches the ground falls; whoever cannot cut loses.
error-hackenbush-colour = an edge is L (blue), R (red) or G (green)
error-hackenbush-edge = an edge is written a-bC: two different vertices from 0 (the ground) to { $max } and a colour L, R or G
error-hackenbush-too-many = a picture has at most { $max } edges
rules-toads = A row of toads T (Left's) and frogs F (Right's); a toad moves one cell right into an empty cell or jumps one frog, frogs move left the same way; whoever cannot move loses.
error-toads-cell = a cell is T (toad), F (frog) or . (empty)
error-toads-too-long = a row has at most { $max } cells
error-rules-partizan-cycle = { $file }: the game can return to the position { $position }, so it has no canonical value (a short game never repeats)
what-rows = the number of rows
what-cells = the number of cells
rules-domineering = A board of empty cells; Left places a domino vertically, Right horizontally; whoever cannot place one loses.
partizan-value = value: { $value }
partizan-class-l = outcome L: Left wins, whoever starts
partizan-class-r = outcome R: Right wins, whoever starts
partizan-class-n = outcome N: whoever starts wins
partizan-class-p = outcome P: whoever starts loses (the value is 0)
partizan-why = Each player's moves searched down to the end, the position's value is its canonical form { $value }{ $components ->
        [0] {""}
       *[other] , the sum of the values of its { $components } independent parts (a move is made in one part, so the parts add)
    } ({ $positions ->
        [0] no move is left to search
        [one] one position valued
       *[other] { $positions } positions valued
    }); comparing it with 0 gives the { $class }.
partizan-why-stored = The value of each part read from the file of stored values, the position's value is its canonical form { $value }{ $components ->
        [0] {""}
       *[other] , the sum of the values of its { $components } independent parts
    }; comparing it with 0 gives the { $class }.
partizan-stops = stops: left { $left }, right { $right }
partizan-mean = mean { $mean }, temperature { $temperature }
partizan-atomic = atomic weight { $weight }
partizan-atomic-none = no atomic weight (the game is not infinitesimal, or not atomic)
partizan-reduced = reduced canonical form { $form }
partizan-cooled = cooled by { $t }: { $value }
partizan-heated = heated by { $t }: { $value }
partizan-overheated = overheated from { $s } to { $t }: { $value }
error-cool-comparison = --cool, --heat and --overheat change a game, not a comparison: give one game
error-operand-comparison = { $option } { $value }: give a game, not a comparison
error-cool = --cool { $value }: the temperature must be a number above -1, e.g. 1/2
partizan-birthday = born on day { $day }
partizan-incentives = incentives: Left { $left }; Right { $right }
partizan-thermograph = thermograph: walls (temperature, value) up to the mast at { $mean }, from temperature { $temperature } up
partizan-wall-left = left wall:  { $points }
partizan-wall-right = right wall: { $points }
partizan-not-computed = (not computed: it needs more than { $budget } of memory; { raise-memory })
partizan-form-too-long = (more than { $max } characters; born on day { $day })
error-form-too-long = the canonical form is longer than one answer may print ({ $bytes })
partizan-cmp-less = { $left } < { $right }
partizan-cmp-equal = { $left } = { $right }
partizan-cmp-greater = { $left } > { $right }
partizan-cmp-confused = { $left } is confused with { $right } (neither is at least the other)
partizan-holds = { $left } { $relation } { $right }: true
partizan-fails = { $left } { $relation } { $right }: false
partizan-components = { $count } independent components:
partizan-left-moves = Left's moves ({ $count }):
partizan-right-moves = Right's moves ({ $count }):
error-partizan-position = name a position, e.g. boyi solve { $example }
error-sum-too-large = this sum would take { $estimate }, more than the { $budget } left of the memory budget (a sum of hot games can be exponentially larger than its terms; { raise-memory })
error-sum-estimate = about { $bytes }
error-sum-estimate-unknown = more than can be counted
error-partizan-too-large = the canonical forms outgrew the memory budget ({ $games } games in { $budget }; a sum of many hot games can grow exponentially; { raise-memory })
error-partizan-foretold = valuing this position would store about { $positions } positions (foretold from { $parts } smaller parts of it)
error-partizan-memory = the search stored { $positions } positions and reached the memory budget of { $budget } ({ raise-memory })
error-value-too-big = the number is larger than { $max }
error-game-unexpected = unexpected character in a game
error-game-expected = expected a game (a number, *, ^, v, {"{"}…{"}"} or a parenthesis)
error-game-close-brace = expected {"}"} to close the braces
error-game-close-paren = expected ) to close the parenthesis
error-game-denominator = a denominator must be a power of 2, at most { $max }
error-game-no-bar = braces need a bar between Left's and Right's options, e.g. {"{"}1|0{"}"}
error-game-ambiguous-bars = two separators with the same number of bars: write more bars for the outer one, e.g. {"{"}3||2|1{"}"}
error-expression-too-long = the expression has { $chars } characters; at most { $max } are read
error-expression-too-deep = braces, parentheses and signs nest deeper than { $max }
error-board-rows = a board is rows of equal length joined by |, e.g. ...|...
error-board-too-big = a board has at most 64 cells; this one has { $cells }
error-outcome-too-big = the outcome search takes boards of at most { $most } cells; this one has { $cells }
error-outcome-stopped = the outcome search was stopped before it decided
error-outcome-nodes = the outcome search visited { $nodes } boards (about the { $time } a request may run; { raise-time }) without deciding
error-outcome-so-far = { $why } after { $nodes } boards in { $time }
error-outcome-plot = a table of outcomes has no plot: --plot draws means and temperatures of exact values
error-outcome-workers-all-moves = --all-moves decides every move on one machine; workers (--workers, --hostfile) share the search of who wins
error-workers-outcome-only = workers (--workers, --hostfile) share only the outcome search of a partizan game (--outcome)
error-checkpoint-outcome-only = --checkpoint keeps the run of a long search: the outcome search of a partizan game (--outcome; with --workers or --hostfile each worker keeps its part in FILE.worker-K-of-N), or a game family's own on one machine, where `boyi solve NAME --help` lists --checkpoint
error-checkpoint-none = { $game } has no long search to keep: its answers come from its theory or a plain search
error-checkpoint-all-moves = --checkpoint keeps the search of who wins; --all-moves decides every move afresh
error-checkpoint-kept = { $why }; the search so far ({ $nodes } positions) is kept in { $file }: run the same command again to go on
outcome-searched = positions searched
outcome-left-first = Left (vertical) moving first
outcome-right-first = Right (horizontal) moving first
outcome-wins = { $player } wins: { $move }  =>  { $after }
outcome-loses = { $player } loses
outcome-figures = searched { $nodes } positions in { $seconds } s, { $leaves } of them decided by the exact values of their regions; table: { $filled } of { $capacity } entries filled, { $hits } hits
outcome-by-symmetry = no search of its own: a turn of the board (on a diagonal, or by a quarter) gives the same board with the players swapped, so this is Left's answer turned
outcome-why = why (outcome search): alpha-beta search of wins and losses; a board is decided at once where one player's safe moves outnumber every move the other can still make, and a board of small regions by the sum of their exact values; decided boards are kept once up to the board's symmetries
outcome-row-wins = wins with { $move }
outcome-row-loses = loses
outcome-row-figures = { $nodes } positions, { $seconds } s
error-regions-too-big = --regions is { $cells }; Domineering regions of at most { $most } cells are surveyed (one of 16 cells may need a board of 72)
error-regions-alone = --regions surveys every region of up to N cells; it takes neither --to nor --plot
error-board-cell = unknown cell

## Cram

move-cram = { $cells }
cram-searched = Impartial game, normal play (Sprague–Grundy): { $count ->
        [one] the empty cells form one region ({ $sizes } cells), valued
       *[other] a domino never joins two regions of empty cells, so the position is the sum of its { $count } regions ({ $sizes } cells) and its nimber the xor of theirs, each valued
    } by the mex of its moves, once up to the 8 symmetries of the square ({ $stored } regions stored so far). Nimber { $nimber }: { $nimber ->
        [0] the player to move loses.
       *[other] the winning moves leave nimber 0.
    }
cram-mirrored = The mirror strategy (Gardner): the half turn of the board maps the empty cells onto themselves and no empty cell is its own image or next to it, so the second player answers every domino with its image, which is always free; the player to move loses (nimber 0).
cram-to-mirror = A region is larger than the { $max } cells Boyi searches, so the nimber is not computed; but the moves listed leave a position the mirror strategy loses (the half turn maps its empty cells onto themselves and none is its own image or next to it: the second player answers every domino with its image). Other winning moves, if any, were not searched.
what-cram-regions = valuing Cram regions
error-what-cram-board = one board such as ..#|... or 3x4
error-cram-too-large = a region of { $cells } empty cells is past the { $max } that are searched, and the mirror strategy does not apply to this board

## The forms of the front door: games built from others, and computations (ask/form.rs)

title-sum = a sum of games
title-selective = a selective compound
title-conjunctive = a conjunctive compound
title-every = an Every-SG compound
title-misere = a misère sum (Anti-SG)
title-graph = a game on a graph
title-dice = the dice gamble (古代赌局)
title-nimprod = the nim product
rules-sum = Several impartial games side by side; a move is a move in one of them; whoever cannot move loses. Valued by adding the components' nimbers.
rules-selective = Several impartial games side by side; a move is a move in any nonempty set of them; whoever cannot move loses.
rules-conjunctive = Several impartial games side by side; a move is a move in every one of them; play ends when one has no move (Steinhaus' remoteness).
rules-every = Several impartial games side by side; each turn a player moves in every one that still has a move (Smith's suspense numbers).
rules-misere = Several impartial games side by side; a move is a move in one of them; whoever cannot move wins (by the SJ theorem where its condition holds).
rules-graph = A token on a vertex of a directed graph read from a file (cycles allowed); a move slides it along an arrow; whoever cannot move loses; endless play is a draw.
rules-dice = Stake 1 on one of F boxes; K dice are thrown; m matching dice pay the m-th payout with the stake returned, no match loses the stake: the exact odds and the house edge.
rules-nimprod = The nim product A ⊗ B of two numbers below 2^128, with each one's inverse: the value of a coin (A, B) in Turning Corners.
not-for-form = { $game } is answered whole by solve: it is not played move by move here, has no table and no solve database
error-transforms-together = cool, heat and overheat cannot be given together: give one
error-overheat-games = overheat takes two games, S,T; { $count } given

## boyi contest --list: what each problem is

contest-about-qiuqiu = 取球博弈 (the seeds' 蓝桥杯 problem): take 1, 3, 7 or 8 balls, the last taker loses; a count n, then n ball counts; prints 1 where the first player wins, else 0.
contest-about-gaoseng = 高僧斗法 (the seeds' 蓝桥杯 problem): staircase Nim of monks on steps; one line of positions; prints the first winning move `A B`, or -1.
contest-about-lol = 填字母游戏 (the seeds' 蓝桥杯 problem): fill L or O, whoever spells LOL wins; a count n, then n rows; prints 1 (win), 0 (tie) or -1 (loss) for the first player.
contest-about-huochai = 火柴游戏 (the seeds' 蓝桥杯 problem): place matches on a grid; one board (or a count, then boards); prints each board after a winning placement, or -1.
contest-about-dice = 古代赌局 (the seeds' problem): the dice gamble simulated, 500000 rounds; no input; prints the house's rate.
contest-about-poj2234 = POJ 2234 "Matches Game": Nim; lines `M a1 … aM` to the end; prints Yes where the first player wins, else No.
contest-about-hdu1907 = HDU 1907 "John" (POJ 3480): misère Nim, whoever eats the last M&M loses; T, then T cases `N a1 … aN`; prints John (the first player) or Brother.
contest-about-hdu2509 = HDU 2509 "Be the Winner": take a run of adjacent apples from a line, whoever takes the last loses (misère 0.(7)); cases `n a1 … an` to the end; prints Yes or No.
contest-about-hdu3032 = HDU 3032 "Nim or not Nim?": take from a heap or split it in two (Lasker's Nim, 4.(3)); T, then T cases `N s1 … sN`; prints Alice (the first player) or Bob.
contest-about-hdu5795 = HDU 5795 "A Simple Nim": take from a heap or split it into three (Multi-SG, 8.(3)); T, then T cases `n s1 … sn`; prints First player wins. or Second player wins.
contest-about-hdu2516 = HDU 2516 "取石子游戏": Fibonacci Nim, each take at most twice the last; heap sizes ended by 0; prints First win or Second win.
contest-about-hdu1848 = HDU 1848 "Fibonacci again and again": three heaps, take a Fibonacci number of counters; lines `m n p` ended by `0 0 0`; prints Fibo (the first player wins) or Nacci.
contest-about-hdu1524 = HDU 1524 "A Chess Game" (POJ 2425): chesses sliding on an acyclic graph, a sum of games; N, N lines `X t1 … tX`, then games `M p1 … pM` ended by 0; prints WIN or LOSE.
contest-about-hdu3595 = HDU 3595 "GG and MM": games of Euclid's game (take a multiple of the smaller pile from the larger) all moved each turn, Every-SG; cases `N` and N lines `p q` to the end; prints MM (the first player) or GG.
contest-about-poj3710 = POJ 3710 "Christmas Game": trees with polygons hanging on them, a move cuts an edge and what falls off goes (Green Hackenbush, 无向图删边: odd cycles fuse to an edge, even ones to a vertex); cases of trees `m k` and k edges to the end; prints Sally (the first player) or Harry.
error-contest-node = not a node of this tree, which numbers its { $nodes } nodes from 1
what-tree-node = a node of the tree
error-contest-name = name a problem: `boyi contest --list` lists them
error-contest-extra = more input after the last case the count announced
error-contest-draw = this game can go on for ever (the graph has a cycle), so it is neither WIN nor LOSE: the problem's graph is acyclic
error-contest-position = not a position of this graph, which numbers its { $vertices } positions from 0
what-graph-position = a position of the graph
error-contest-heap-too-large = heap { $heap } is valued from every smaller heap, more than the { $limit } values this request may compute
