// Geheime Mission on the board page (board.js): seven columns of dice, the symbol on top of
// each, the seat's mission cards and the scores.
"use strict";
window.Boards = window.Boards || {};
window.Boards["geheime-mission"] = (function () {
  const SYMBOLS = ["Mikrofilm", "Raumschiff", "U-Boot", "Computer"]; // the rules' order
  const ART = { Mikrofilm: "mission-mikrofilm.svg", Raumschiff: "mission-raumschiff.svg",
    "U-Boot": "mission-u-boot.svg", Computer: "mission-computer.svg" };
  const DICE = ["mission-die-red.svg", "mission-die-blue.svg"]; // as phone/mission.py
  const W = 100, DIE = 44, TOP = 70, FLOOR = 470;

  function draw(ctx) {
    const view = ctx.view;
    ctx.svg("rect", { x: 0, y: 0, width: 760, height: 700, rx: 16, fill: "#2d3b48" });
    view.columns.forEach((stack, column) => {
      const x = 30 + column * W;
      ctx.svg("rect", { x: x, y: TOP, width: W - 10, height: FLOOR - TOP + 10, rx: 8, fill: "#3c5163" });
      stack.forEach((owner, level) => ctx.image(DICE[owner], x + 23, FLOOR - (level + 1) * DIE, DIE, DIE).setAttribute("class", "die"));
      const top = view.tops[column];
      if (top) ctx.image(ART[top], x + 15, FLOOR - stack.length * DIE - 66, 60, 60);
      ctx.text(String(column + 1), x + (W - 10) / 2, TOP + 28 - 40, 26);
      const words = ctx.say("column", column + 1, stack.length) + (top ? ", " + ctx.tx(ctx.layout.symbols[top]) : "");
      ctx.spot("column-" + column, x, TOP, W - 10, FLOOR - TOP + 10, words);
    });
    let x = 30;
    (view.cards || []).forEach((card, index) => {
      if (!card) return;
      ctx.image("mission-card.svg", x, 500, 120, 170);
      let row = 0; // the symbols the card asks for, one row each
      card.counts.forEach((count, symbol) => {
        if (!count) return;
        ctx.image(ART[SYMBOLS[symbol]], x + 14, 530 + row * 40, 34, 34);
        ctx.text("× " + count, x + 78, 556 + row * 40, 24).setAttribute("style", "fill:#222");
        row += 1;
      });
      ctx.text(String(card.points), x + 60, 662, 22).setAttribute("style", "fill:#222");
      if (ctx.all) ctx.text(ctx.players[index], x + 60, 692, 18); // the replay shows both players' cards
      x += 140;
      const asked = SYMBOLS.map((s, i) => (card.counts[i] ? card.counts[i] + " " + ctx.tx(ctx.layout.symbols[s]) : ""));
      const words = asked.filter(Boolean).join(", ") + " (" + ctx.say("points", card.points) + ")";
      ctx.info.push(ctx.all ? ctx.say("square", ctx.players[index], words) : words);
      return index;
    });
    view.scores.forEach((points, player) => {
      ctx.image(DICE[player], 560, 500 + player * 70, 50, 50);
      ctx.text(String(points), 650, 536 + player * 70, 34);
      ctx.info.push(ctx.say("score", ctx.players[player], points));
    });
    return { box: "0 0 760 700" };
  }

  function describe(before, after, say, names, layout, tx) {
    // the column a die went on, and the symbol now on top
    const changed = after.columns.map((stack, column) => (stack.length > before.columns[column].length ? column : -1)).filter((c) => c >= 0);
    const symbol = (column) => (after.tops[column] ? ", " + tx(layout.symbols[after.tops[column]]) : "");
    return changed.map((column) => say("column", column + 1, after.columns[column].length) + symbol(column)).join("; ");
  }

  return { draw: draw, describe: describe, waiting: (view) => view.to_move };
})();
