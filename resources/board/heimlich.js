// Heimlich on the board page (board.js): the 8 x 8 board of heimlich-board.svg, a1 bottom left.
"use strict";
window.Boards = window.Boards || {};
window.Boards.heimlich = (function () {
  const FRAME = 40, CELL = 100, SIZE = 880, FILES = "abcdefgh"; // as ui/heimlich/layout.py
  const name = (square) => FILES[square % 8] + (Math.floor(square / 8) + 1);
  const corner = (square) => [FRAME + CELL * (square % 8), FRAME + CELL * (7 - Math.floor(square / 8))];
  const colour = (say, stone) => (stone === "W" ? say("white") : stone === "Y" ? say("yellow") : say("empty"));

  function draw(ctx) {
    const view = ctx.view;
    ctx.image("heimlich-board.svg", 0, 0, SIZE, SIZE);
    for (let square = 0; square < 64; square += 1) {
      const [x, y] = corner(square);
      const stone = view.board[square];
      if (stone !== ".") {
        const art = stone === "W" ? "heimlich-white.svg" : "heimlich-yellow.svg";
        ctx.image(art, x + 8, y + 8, CELL - 16, CELL - 16).setAttribute("class", "stone " + stone);
      }
      ctx.spot("square-" + square, x, y, CELL, CELL, ctx.say("square", name(square), colour(ctx.say, stone)));
    }
    ["W", "Y"].forEach((stone, side) => {
      const who = ctx.players[side] + " (" + colour(ctx.say, stone) + ")";
      ctx.info.push(ctx.say("square", who, view.stones[side]));
    });
    return { box: "0 0 " + SIZE + " " + SIZE };
  }

  function describe(before, after, say) {
    // the squares that changed: the stone placed and the stones it turned
    const changed = [];
    for (let square = 0; square < 64; square += 1)
      if (before.board[square] !== after.board[square]) changed.push(say("square", name(square), colour(say, after.board[square])));
    return changed.join(", ");
  }

  return { draw: draw, describe: describe, waiting: (view) => "WY".indexOf(view.to_move) };
})();
