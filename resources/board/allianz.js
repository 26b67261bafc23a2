// Allianz on the board page (board.js): the printed landscape (allianz-board.svg), its rocks
// and castles from the map in the message's layout, and the parties' pieces. A piece is
// picked first, then the square its move ends on.
"use strict";
window.Boards = window.Boards || {};
window.Boards.allianz = (function () {
  const CELL = 40, FRAME = 34, COLUMNS = "abcdefghijklmnopqrstuvwxy"; // as ui/allianz/layout.py
  const PIECES = ["allianz-piece-a.svg", "allianz-piece-b.svg", "allianz-piece-c.svg", "allianz-piece-d.svg"];
  const CASTLES = ["allianz-castle-a.svg", "allianz-castle-b.svg", "allianz-castle-c.svg", "allianz-castle-d.svg"];

  function draw(ctx) {
    const view = ctx.view, map = ctx.layout.map;
    const rows = map.length, cols = map[0].length;
    const width = 2 * FRAME + cols * CELL, height = 2 * FRAME + rows * CELL;
    const name = (square) => COLUMNS[square % cols] + (Math.floor(square / cols) + 1);
    const corner = (square) => [FRAME + (square % cols) * CELL, FRAME + Math.floor(square / cols) * CELL];
    ctx.image("allianz-board.svg", 0, 0, width, height);
    const castles = {};
    map.forEach((line, row) => {
      [...line].forEach((mark, col) => {
        const x = FRAME + col * CELL, y = FRAME + row * CELL;
        if (mark === "#") ctx.image("allianz-rock.svg", x, y, CELL, CELL);
        if ("ABCD".includes(mark)) {
          const box = castles[mark] || (castles[mark] = [x, y, x, y]);
          castles[mark] = [Math.min(box[0], x), Math.min(box[1], y), Math.max(box[2], x), Math.max(box[3], y)];
        }
      });
    });
    for (const [mark, box] of Object.entries(castles)) {
      const party = "ABCD".indexOf(mark);
      ctx.image(CASTLES[party], box[0] - 10, box[1] - 10, box[2] - box[0] + CELL + 20, box[3] - box[1] + CELL + 20);
    }
    if (view.last && view.last.path) {
      for (const square of view.last.path) {
        const [x, y] = corner(square);
        ctx.svg("circle", { class: "last", cx: x + CELL / 2, cy: y + CELL / 2, r: CELL / 2 - 3 });
      }
    }
    view.board.forEach((party, square) => {
      const mark = map[Math.floor(square / cols)][square % cols];
      if (mark === "#") return;
      const [x, y] = corner(square);
      let words = name(square) + ": " + ctx.say("empty");
      if (party >= 0) {
        ctx.image(PIECES[party], x - 1, y - 4, CELL + 2, CELL + 2);
        words = ctx.say("piece", "ABCD"[party], name(square));
      }
      ctx.spot("square-" + square, x, y, CELL, CELL, words);
    });
    view.parties.forEach((party, player) => {
      if (player < ctx.players.length) ctx.info.push(ctx.players[player] + ": " + ctx.say("party", "ABCD"[party]));
    });
    return { box: "0 0 " + width + " " + height };
  }

  function second(choice, action) {
    // a move's choice ends on the last square of its path
    return action && action.path ? "square-" + action.path[action.path.length - 1] : null;
  }

  function describe(before, after) {
    const last = after.last;
    if (!last || !last.path || !last.path.length) return "";
    const cols = 25;
    const name = (square) => COLUMNS[square % cols] + (Math.floor(square / cols) + 1);
    return last.path.map(name).join(" → ");
  }

  return { draw: draw, second: second, describe: describe, waiting: (view) => view.turn };
})();
