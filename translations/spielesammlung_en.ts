<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB">
<context>
    <name>Accessible</name>
    <message>
        <source>%1 acts out of turn</source>
        <extracomment>announce the lines of the move log (the setting &quot;announcements&quot;); the main window sets it called with every announcement as sent (for tests) the last text announced (the repeat key says it again)</extracomment>
        <translation>%1 acts out of turn</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>%1 to move</translation>
    </message>
    <message>
        <source>Cursor: %1</source>
        <translation>Cursor: %1</translation>
    </message>
    <message>
        <source>Selected: %1</source>
        <translation>Selected: %1</translation>
    </message>
    <message>
        <source>Nothing to choose now</source>
        <translation>Nothing to choose now</translation>
    </message>
    <message>
        <source>%1 choices:</source>
        <translation>%1 choices:</translation>
    </message>
</context>
<context>
    <name>Allianz</name>
    <message>
        <source>Cancel your small alliance; your partner names %1 to %2 moves</source>
        <translation>Cancel your small alliance; your partner names %1 to %2 moves</translation>
    </message>
    <message>
        <source>to %1 via %2</source>
        <extracomment>steps that bind at once and cannot be taken back (the desktop asks first)</extracomment>
        <translation>to %1 via %2</translation>
    </message>
    <message>
        <source>to %1</source>
        <translation>to %1</translation>
    </message>
    <message>
        <source>captures %1</source>
        <translation>captures %1</translation>
    </message>
    <message>
        <source>Piece on %1</source>
        <translation>Piece on %1</translation>
    </message>
    <message>
        <source>Ally with %1</source>
        <translation>Ally with %1</translation>
    </message>
    <message>
        <source>%1 moves</source>
        <translation>%1 moves</translation>
    </message>
    <message>
        <source>Ally&apos;s piece on %1</source>
        <translation>Ally&apos;s piece on %1</translation>
    </message>
    <message>
        <source>%1 proposes a small alliance to you: accept?</source>
        <translation>%1 proposes a small alliance to you: accept?</translation>
    </message>
    <message>
        <source>%1 proposes a grand alliance to you: accept?</source>
        <translation>%1 proposes a grand alliance to you: accept?</translation>
    </message>
    <message>
        <source>%1 gives you notice of your small alliance: how many moves of notice?</source>
        <translation>%1 gives you notice of your small alliance: how many moves of notice?</translation>
    </message>
    <message>
        <source>%1 offers a draw: accept?</source>
        <translation>%1 offers a draw: accept?</translation>
    </message>
    <message>
        <source>You may put your new ally&apos;s pieces standing in your truce zone next to it.</source>
        <translation>You may put your new ally&apos;s pieces standing in your truce zone next to it.</translation>
    </message>
    <message>
        <source>None of your pieces can move: you pass.</source>
        <translation>None of your pieces can move: you pass.</translation>
    </message>
    <message>
        <source>Move a piece: one step, or a chain of jumps.</source>
        <translation>Move a piece: one step, or a chain of jumps.</translation>
    </message>
    <message>
        <source>Out of turn you may propose an alliance or give notice.</source>
        <translation>Out of turn you may propose an alliance or give notice.</translation>
    </message>
</context>
<context>
    <name>AllianzTexts</name>
    <message>
        <source>Every other party is defeated.</source>
        <translation>Every other party is defeated.</translation>
    </message>
    <message>
        <source>The move limit is reached.</source>
        <translation>The move limit is reached.</translation>
    </message>
    <message>
        <source>The players agreed on a draw.</source>
        <translation>The players agreed on a draw.</translation>
    </message>
    <message>
        <source>%1: defeated</source>
        <translation>%1: defeated</translation>
    </message>
    <message>
        <source>A, red circle</source>
        <extracomment>the parties A-D by letter, colour and shape (the desktop&apos;s words too)</extracomment>
        <translation>A, red circle</translation>
    </message>
    <message>
        <source>B, blue square</source>
        <translation>B, blue square</translation>
    </message>
    <message>
        <source>C, yellow triangle</source>
        <translation>C, yellow triangle</translation>
    </message>
    <message>
        <source>D, white hexagon</source>
        <translation>D, white hexagon</translation>
    </message>
    <message>
        <source>Several chains end there, capturing different pieces: choose one below or click a square of its path (Tab switches, Enter confirms, Escape: back).</source>
        <translation>Several chains end there, capturing different pieces: choose one below or click a square of its path (Tab switches, Enter confirms, Escape: back).</translation>
    </message>
    <message>
        <source>Click a marked square, or go there with Tab or the arrow keys and press Enter (Escape: back).</source>
        <translation>Click a marked square, or go there with Tab or the arrow keys and press Enter (Escape: back).</translation>
    </message>
    <message>
        <source>Click a piece of your new ally in your truce zone, or pick it with Tab and Enter.</source>
        <translation>Click a piece of your new ally in your truce zone, or pick it with Tab and Enter.</translation>
    </message>
    <message>
        <source>Click one of your pieces, or pick it with Tab and Enter. F6: to the diplomacy panel and back.</source>
        <translation>Click one of your pieces, or pick it with Tab and Enter. F6: to the diplomacy panel and back.</translation>
    </message>
    <message>
        <source>Capture nothing</source>
        <translation>Capture nothing</translation>
    </message>
    <message>
        <source>Capture %1</source>
        <translation>Capture %1</translation>
    </message>
    <message>
        <source>impassable</source>
        <translation>impassable</translation>
    </message>
    <message>
        <source>castle of %1</source>
        <translation>castle of %1</translation>
    </message>
    <message>
        <source>truce zone of %1</source>
        <translation>truce zone of %1</translation>
    </message>
    <message>
        <source>closed to %1</source>
        <translation>closed to %1</translation>
    </message>
    <message>
        <source>piece of %1</source>
        <translation>piece of %1</translation>
    </message>
    <message>
        <source>the last move ended here</source>
        <translation>the last move ended here</translation>
    </message>
    <message>
        <source>the last move started here</source>
        <translation>the last move started here</translation>
    </message>
    <message>
        <source>the last move jumped via here</source>
        <translation>the last move jumped via here</translation>
    </message>
    <message>
        <source>you can move this piece</source>
        <translation>you can move this piece</translation>
    </message>
    <message>
        <source>reachable: %1</source>
        <translation>reachable: %1</translation>
    </message>
    <message>
        <source>the piece on %1, way %2 of %3: %4</source>
        <translation>the piece on %1, way %2 of %3: %4</translation>
    </message>
    <message>
        <source>the piece on %1</source>
        <translation>the piece on %1</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>empty</translation>
    </message>
    <message>
        <source>Row %1: %2</source>
        <translation>Row %1: %2</translation>
    </message>
    <message>
        <source>Diplomacy</source>
        <translation>Diplomacy</translation>
    </message>
    <message>
        <source>%1 – %2: defeated</source>
        <translation>%1 – %2: defeated</translation>
    </message>
    <message>
        <source>%1 – %2 – pieces: %3</source>
        <translation>%1 – %2 – pieces: %3</translation>
    </message>
    <message>
        <source>%1 &amp; %2 (small)</source>
        <translation>%1 &amp; %2 (small)</translation>
    </message>
    <message>
        <source>%1 &amp; %2 (grand)</source>
        <translation>%1 &amp; %2 (grand)</translation>
    </message>
    <message>
        <source>Alliances: %1</source>
        <translation>Alliances: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 asks for %n move(s) of notice and takes %n chip(s)</source>
        <translation>
            <numerusform>%1 asks for %n move of notice and takes %n chip</numerusform>
            <numerusform>%1 asks for %n moves of notice and takes %n chips</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n piece(s) left</source>
        <translation>
            <numerusform>%1: %n piece left</numerusform>
            <numerusform>%1: %n pieces left</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s piece on %2</source>
        <translation>%1&apos;s piece on %2</translation>
    </message>
    <message>
        <source>captures %1</source>
        <translation>captures %1</translation>
    </message>
    <message>
        <source>enters the castle of %1</source>
        <translation>enters the castle of %1</translation>
    </message>
    <message>
        <source>%1 cannot move and passes</source>
        <translation>%1 cannot move and passes</translation>
    </message>
    <message>
        <source>%1 proposes a small alliance to %2</source>
        <translation>%1 proposes a small alliance to %2</translation>
    </message>
    <message>
        <source>%1 proposes a grand alliance to %2</source>
        <translation>%1 proposes a grand alliance to %2</translation>
    </message>
    <message>
        <source>%1 declines</source>
        <translation>%1 declines</translation>
    </message>
    <message>
        <source>%1 and %2 form a small alliance</source>
        <translation>%1 and %2 form a small alliance</translation>
    </message>
    <message>
        <source>%1 and %2 form a grand alliance</source>
        <translation>%1 and %2 form a grand alliance</translation>
    </message>
    <message>
        <source>%1 puts the piece on %2 outside the truce zone, onto %3</source>
        <translation>%1 puts the piece on %2 outside the truce zone, onto %3</translation>
    </message>
    <message>
        <source>%1 gives %2 notice of their small alliance</source>
        <translation>%1 gives %2 notice of their small alliance</translation>
    </message>
    <message>
        <source>%1 waives the notice</source>
        <translation>%1 waives the notice</translation>
    </message>
    <message>
        <source>%1 returns a notice chip (%2 left)</source>
        <translation>%1 returns a notice chip (%2 left)</translation>
    </message>
    <message>
        <source>%1 betrays %2 and can never ally again!</source>
        <translation>%1 betrays %2 and can never ally again!</translation>
    </message>
    <message>
        <source>The notice is over: the alliance of %1 and %2 ends</source>
        <translation>The notice is over: the alliance of %1 and %2 ends</translation>
    </message>
    <message>
        <source>The alliance of %1 and %2 ends at once</source>
        <translation>The alliance of %1 and %2 ends at once</translation>
    </message>
    <message>
        <source>The alliance of %1 and %2 is broken</source>
        <translation>The alliance of %1 and %2 is broken</translation>
    </message>
    <message>
        <source>The alliance of %1 and %2 ends with a defeat</source>
        <translation>The alliance of %1 and %2 ends with a defeat</translation>
    </message>
    <message>
        <source>Only two parties are left: the alliance of %1 and %2 ends</source>
        <translation>Only two parties are left: the alliance of %1 and %2 ends</translation>
    </message>
    <message>
        <source>The castle of %1 has fallen: %1 is defeated</source>
        <translation>The castle of %1 has fallen: %1 is defeated</translation>
    </message>
    <message>
        <source>The lone fighter has entered the castle of %1: %1 is defeated</source>
        <translation>The lone fighter has entered the castle of %1: %1 is defeated</translation>
    </message>
    <message>
        <source>Both castles of the alliance are taken: %1 is defeated</source>
        <translation>Both castles of the alliance are taken: %1 is defeated</translation>
    </message>
    <message>
        <source>%1 has no pieces left and is defeated</source>
        <translation>%1 has no pieces left and is defeated</translation>
    </message>
    <message>
        <source>%1 resigns</source>
        <translation>%1 resigns</translation>
    </message>
    <message>
        <source>%1 offers a draw</source>
        <translation>%1 offers a draw</translation>
    </message>
    <message>
        <source>%1 declines the draw</source>
        <translation>%1 declines the draw</translation>
    </message>
    <message>
        <source>%1 wins the battle!</source>
        <translation>%1 wins the battle!</translation>
    </message>
    <message>
        <source>The move limit is reached: the game ends in a draw</source>
        <translation>The move limit is reached: the game ends in a draw</translation>
    </message>
    <message>
        <source>The players agree on a draw</source>
        <translation>The players agree on a draw</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>Seat code</source>
        <translation>Seat code</translation>
    </message>
    <message>
        <source>Type the code the host gave you for your seat.</source>
        <translation>Type the code the host gave you for your seat.</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Join</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Board</translation>
    </message>
    <message>
        <source>Arrow keys move the cursor, Enter chooses, number keys pick a choice.</source>
        <translation>Arrow keys move the cursor, Enter chooses, number keys pick a choice.</translation>
    </message>
    <message>
        <source>Your choices</source>
        <translation>Your choices</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Your turn</translation>
    </message>
    <message>
        <source>You may act now</source>
        <translation>You may act now</translation>
    </message>
    <message>
        <source>Waiting for %1…</source>
        <translation>Waiting for %1…</translation>
    </message>
    <message>
        <source>Waiting for the others…</source>
        <translation>Waiting for the others…</translation>
    </message>
    <message>
        <source>Sent; waiting for the table…</source>
        <translation>Sent; waiting for the table…</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>You won!</translation>
    </message>
    <message>
        <source>Winners: %1</source>
        <translation>Winners: %1</translation>
    </message>
    <message>
        <source>The game ends in a draw.</source>
        <translation>The game ends in a draw.</translation>
    </message>
    <message>
        <source>Watching</source>
        <translation>Watching</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Connecting…</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>Connected</translation>
    </message>
    <message>
        <source>Connection lost. Reconnecting…</source>
        <translation>Connection lost. Reconnecting…</translation>
    </message>
    <message>
        <source>The host did not take this code.</source>
        <translation>The host did not take this code.</translation>
    </message>
    <message>
        <source>Press again to confirm: %1</source>
        <translation>Press again to confirm: %1</translation>
    </message>
    <message>
        <source>All choices (Escape)</source>
        <translation>All choices (Escape)</translation>
    </message>
    <message>
        <source>Move %1: %2</source>
        <translation>Move %1: %2</translation>
    </message>
    <message>
        <source>%1: choose one of %2.</source>
        <translation>%1: choose one of %2.</translation>
    </message>
    <message>
        <source>%1, can be chosen</source>
        <translation>%1, can be chosen</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>empty</translation>
    </message>
    <message>
        <source>white</source>
        <translation>white</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>yellow</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Column %1: %2 dice</source>
        <translation>Column %1: %2 dice</translation>
    </message>
    <message>
        <source>%1: %2 points</source>
        <translation>%1: %2 points</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 points</translation>
    </message>
    <message>
        <source>Field %1</source>
        <translation>Field %1</translation>
    </message>
    <message>
        <source>Spy %1 (%2)</source>
        <translation>Spy %1 (%2)</translation>
    </message>
    <message>
        <source>Embassy</source>
        <translation>Embassy</translation>
    </message>
    <message>
        <source>Alfred</source>
        <translation>Alfred</translation>
    </message>
    <message>
        <source>Dungeon</source>
        <translation>Dungeon</translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation>Reserve</translation>
    </message>
    <message>
        <source>black</source>
        <translation>black</translation>
    </message>
    <message>
        <source>black-red</source>
        <translation>black-red</translation>
    </message>
    <message>
        <source>white-blue</source>
        <translation>white-blue</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>grey</translation>
    </message>
    <message>
        <source>Pass card %1</source>
        <translation>Pass card %1</translation>
    </message>
    <message>
        <source>Envelope</source>
        <translation>Envelope</translation>
    </message>
    <message>
        <source>Pass card: %1 fields</source>
        <translation>Pass card: %1 fields</translation>
    </message>
    <message>
        <source>%1: %2 Zillionen</source>
        <translation>%1: %2 Zillionen</translation>
    </message>
    <message>
        <source>Deck: %1 cards</source>
        <translation>Deck: %1 cards</translation>
    </message>
    <message>
        <source>%1 accuses %2</source>
        <translation>%1 accuses %2</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>The host closed the table.</translation>
    </message>
    <message>
        <source>This seat is played on another device now.</source>
        <translation>This seat is played on another device now.</translation>
    </message>
    <message>
        <source>Replay (every secret shown)</source>
        <translation>Replay (every secret shown)</translation>
    </message>
    <message>
        <source>Replay of the game</source>
        <translation>Replay of the game</translation>
    </message>
    <message>
        <source>The replay of the game is ready, every secret shown.</source>
        <translation>The replay of the game is ready, every secret shown.</translation>
    </message>
    <message>
        <source>The replay of the game is ready.</source>
        <translation>The replay of the game is ready.</translation>
    </message>
    <message>
        <source>The start of the game</source>
        <translation>The start of the game</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>Move %1 of %2</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Forward</translation>
    </message>
    <message>
        <source>End</source>
        <translation>End</translation>
    </message>
    <message>
        <source>Step through the game</source>
        <translation>Step through the game</translation>
    </message>
    <message>
        <source>Left and Right arrow keys step, Home and End jump, Escape closes.</source>
        <translation>Left and Right arrow keys step, Home and End jump, Escape closes.</translation>
    </message>
    <message>
        <source>Close the replay</source>
        <translation>Close the replay</translation>
    </message>
    <message>
        <source>The game is over at the host.</source>
        <translation>The game is over at the host.</translation>
    </message>
    <message>
        <source>The host did not answer. Try again.</source>
        <translation>The host did not answer. Try again.</translation>
    </message>
    <message>
        <source>Clue side %1</source>
        <translation>Clue side %1</translation>
    </message>
    <message>
        <source>Chip %1 of %2</source>
        <translation>Chip %1 of %2</translation>
    </message>
    <message>
        <source>Piece of party %1 on %2</source>
        <translation>Piece of party %1 on %2</translation>
    </message>
    <message>
        <source>Your clue: %1</source>
        <translation>Your clue: %1</translation>
    </message>
    <message>
        <source>%1: %2 chips</source>
        <translation>%1: %2 chips</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Round %1 of %2</translation>
    </message>
    <message>
        <source>Party %1</source>
        <translation>Party %1</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>It is not your turn.</translation>
    </message>
    <message>
        <source>That is not possible any more.</source>
        <translation>That is not possible any more.</translation>
    </message>
    <message>
        <source>Slow down, please.</source>
        <translation>Slow down, please.</translation>
    </message>
</context>
<context>
    <name>BoardUi</name>
    <message>
        <source>Act out of turn</source>
        <extracomment>the board is a grid of squares: a screen reader is told its view is a table (else a canvas); its texts name the squares (`reader_text`) the own view of the human on turn, for a &quot;hold to show mine&quot; button (set by the shell) the human seats, and look(player, page): that human looks at their own secrets at any moment, on the secret page `page` makes of their view (set by the shell) the humans at the shared screen (not on a phone): only they get controls there; the controller keeps it current (a seat may switch to or from its phone) items painted as the view&apos;s background, rendered once per view size (see set_backdrop) the smallest size to give paint.font so a text is 11 px on screen (see view_scaled)</extracomment>
        <translation>Act out of turn</translation>
    </message>
    <message>
        <source>%1 decides on the phone</source>
        <translation>%1 decides on the phone</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 and %2</translation>
    </message>
    <message>
        <source>%1 decide on their phones</source>
        <translation>%1 decide on their phones</translation>
    </message>
</context>
<context>
    <name>Checkpoint Charlie</name>
    <message>
        <source>%1, %2, %3, %4, %5</source>
        <translation>%1, %2, %3, %4, %5</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Accuse a cat</source>
        <translation>Accuse a cat</translation>
    </message>
    <message>
        <source>Café Adler: your chip %1 (%2)</source>
        <translation>Café Adler: your chip %1 (%2)</translation>
    </message>
    <message>
        <source>Swap for %1&apos;s chip %2</source>
        <translation>Swap for %1&apos;s chip %2</translation>
    </message>
    <message>
        <source>Choose the side of your clue tile that counts this round (only you see it).</source>
        <translation>Choose the side of your clue tile that counts this round (only you see it).</translation>
    </message>
    <message>
        <source>Café Adler: swap a Café Adler chip for another agent&apos;s chip of the same colour, or keep your chips.</source>
        <translation>Café Adler: swap a Café Adler chip for another agent&apos;s chip of the same colour, or keep your chips.</translation>
    </message>
    <message>
        <source>The deck is empty: accuse a cat.</source>
        <translation>The deck is empty: accuse a cat.</translation>
    </message>
    <message>
        <source>Draw a card, or accuse a cat.</source>
        <translation>Draw a card, or accuse a cat.</translation>
    </message>
    <message>
        <source>You may accuse a cat at any moment, also out of turn.</source>
        <translation>You may accuse a cat at any moment, also out of turn.</translation>
    </message>
    <message>
        <source>Café Adler: chip %1 (%2)</source>
        <translation>Café Adler: chip %1 (%2)</translation>
    </message>
    <message>
        <source>Keep the chips</source>
        <translation>Keep the chips</translation>
    </message>
</context>
<context>
    <name>CheckpointPanel</name>
    <message>
        <source>Memory aid</source>
        <translation>Memory aid</translation>
    </message>
    <message>
        <source>I am %1: show my clue and chips</source>
        <translation>I am %1: show my clue and chips</translation>
    </message>
    <message>
        <source>Look at mine…</source>
        <translation>Look at mine…</translation>
    </message>
    <message>
        <source>Look at mine</source>
        <translation>Look at mine</translation>
    </message>
    <message>
        <source>Your own clue and chips, at any moment (the others look away)</source>
        <translation>Your own clue and chips, at any moment (the others look away)</translation>
    </message>
    <message>
        <source>Deduction helper (gives the solution away)</source>
        <translation>Deduction helper (gives the solution away)</translation>
    </message>
    <message>
        <source>Shown in your own view: the clues each other agent can still hold.</source>
        <translation>Shown in your own view: the clues each other agent can still hold.</translation>
    </message>
    <message>
        <source>Your clue: %1</source>
        <translation>Your clue: %1</translation>
    </message>
    <message>
        <source>Open clues: %1</source>
        <translation>Open clues: %1</translation>
    </message>
    <message>
        <source>you</source>
        <translation>you</translation>
    </message>
    <message>
        <source>open clue (Stasi): %1</source>
        <translation>open clue (Stasi): %1</translation>
    </message>
    <message>
        <source>row: %1</source>
        <translation>row: %1</translation>
    </message>
    <message>
        <source>discards: %1</source>
        <translation>discards: %1</translation>
    </message>
    <message>
        <source>accused: %1</source>
        <translation>accused: %1</translation>
    </message>
    <message>
        <source>surely %1</source>
        <translation>surely %1</translation>
    </message>
    <message>
        <source>anything yet</source>
        <translation>anything yet</translation>
    </message>
</context>
<context>
    <name>CheckpointReader</name>
    <message>
        <source>Agents drawn: %1</source>
        <translation>Agents drawn: %1</translation>
    </message>
    <message>
        <source>Open clues: %1</source>
        <translation>Open clues: %1</translation>
    </message>
    <message>
        <source>suspects: %1</source>
        <translation>suspects: %1</translation>
    </message>
    <message>
        <source>discard pile: %1</source>
        <translation>discard pile: %1</translation>
    </message>
    <message>
        <source>accuses %1</source>
        <translation>accuses %1</translation>
    </message>
</context>
<context>
    <name>CheckpointTexts</name>
    <message>
        <source>hat</source>
        <extracomment>the two traits of each clue tile (side 0, side 1); the desktop&apos;s words too (ui/checkpoint)</extracomment>
        <translation>hat</translation>
    </message>
    <message>
        <source>no hat</source>
        <translation>no hat</translation>
    </message>
    <message>
        <source>sunglasses</source>
        <translation>sunglasses</translation>
    </message>
    <message>
        <source>no sunglasses</source>
        <translation>no sunglasses</translation>
    </message>
    <message>
        <source>trench coat</source>
        <translation>trench coat</translation>
    </message>
    <message>
        <source>pullover</source>
        <translation>pullover</translation>
    </message>
    <message>
        <source>newspaper</source>
        <translation>newspaper</translation>
    </message>
    <message>
        <source>no newspaper</source>
        <translation>no newspaper</translation>
    </message>
    <message>
        <source>grey fur</source>
        <translation>grey fur</translation>
    </message>
    <message>
        <source>orange fur</source>
        <translation>orange fur</translation>
    </message>
    <message>
        <source>gold</source>
        <translation>gold</translation>
    </message>
    <message>
        <source>white</source>
        <translation>white</translation>
    </message>
    <message>
        <source>black</source>
        <translation>black</translation>
    </message>
    <message>
        <source>You drew the clue tile “%1 / %2”. Choose the side that counts this round; only you know it. A cat showing your trait goes into your row, any other cat onto your discard pile.</source>
        <translation>You drew the clue tile “%1 / %2”. Choose the side that counts this round; only you know it. A cat showing your trait goes into your row, any other cat onto your discard pile.</translation>
    </message>
    <message>
        <source>You hold the Stasi officer card: everybody will see your clue.</source>
        <translation>You hold the Stasi officer card: everybody will see your clue.</translation>
    </message>
    <message>
        <source>%1: choose your clue for round %2</source>
        <translation>%1: choose your clue for round %2</translation>
    </message>
    <message>
        <source>Your clue: %1</source>
        <translation>Your clue: %1</translation>
    </message>
    <message>
        <source>Your clue tile: %1 / %2 (no side chosen yet)</source>
        <translation>Your clue tile: %1 / %2 (no side chosen yet)</translation>
    </message>
    <message>
        <source>You hold the Stasi officer card: everybody sees your clue.</source>
        <translation>You hold the Stasi officer card: everybody sees your clue.</translation>
    </message>
    <message>
        <source>You have no chips yet.</source>
        <translation>You have no chips yet.</translation>
    </message>
    <message>
        <source>%1: your clue and chips</source>
        <translation>%1: your clue and chips</translation>
    </message>
    <message>
        <source>Done: back to the table</source>
        <translation>Done: back to the table</translation>
    </message>
    <message>
        <source>Your chips: %1</source>
        <translation>Your chips: %1</translation>
    </message>
    <message>
        <source>points: %1</source>
        <translation>points: %1</translation>
    </message>
    <message>
        <source>Accuse</source>
        <translation>Accuse</translation>
    </message>
    <message>
        <source>Round %1: the chief spy was %2 (%3).</source>
        <translation>Round %1: the chief spy was %2 (%3).</translation>
    </message>
    <message>
        <source>Nobody found him.</source>
        <translation>Nobody found him.</translation>
    </message>
    <message>
        <source>%1 found him.</source>
        <translation>%1 found him.</translation>
    </message>
    <message>
        <source>Round %1 of %2 · starting player: %3</source>
        <translation>Round %1 of %2 · starting player: %3</translation>
    </message>
    <message>
        <source>%1: %2 gold, %3 white, %4 black</source>
        <translation>%1: %2 gold, %3 white, %4 black</translation>
    </message>
    <message>
        <source>%1 draws the clue tile “%2 / %3”</source>
        <translation>%1 draws the clue tile “%2 / %3”</translation>
    </message>
    <message>
        <source>%1 chooses the clue: %2</source>
        <translation>%1 chooses the clue: %2</translation>
    </message>
    <message>
        <source>%1&apos;s new chip is worth %2 (Café Adler)</source>
        <translation>%1&apos;s new chip is worth %2 (Café Adler)</translation>
    </message>
    <message>
        <source>%1&apos;s new chip is worth %2</source>
        <translation>%1&apos;s new chip is worth %2</translation>
    </message>
    <message>
        <source>Round %1 begins; %2 starts</source>
        <translation>Round %1 begins; %2 starts</translation>
    </message>
    <message>
        <source>%1 has chosen a clue</source>
        <translation>%1 has chosen a clue</translation>
    </message>
    <message>
        <source>%1 holds the Stasi officer card and plays with an open clue: %2</source>
        <translation>%1 holds the Stasi officer card and plays with an open clue: %2</translation>
    </message>
    <message>
        <source>%1 draws %2: into the row</source>
        <translation>%1 draws %2: into the row</translation>
    </message>
    <message>
        <source>%1 draws %2: onto the discard pile</source>
        <translation>%1 draws %2: onto the discard pile</translation>
    </message>
    <message>
        <source>%1 draws the agent card %2; the tossed tile shows: %3</source>
        <translation>%1 draws the agent card %2; the tossed tile shows: %3</translation>
    </message>
    <message>
        <source>%1 (%2) accuses %3</source>
        <translation>%1 (%2) accuses %3</translation>
    </message>
    <message>
        <source>The deck is empty: whoever has not accused must do so now</source>
        <translation>The deck is empty: whoever has not accused must do so now</translation>
    </message>
    <message>
        <source>%1 gets a chip: %2</source>
        <translation>%1 gets a chip: %2</translation>
    </message>
    <message>
        <source>No chip of the colour %2 left for %1</source>
        <translation>No chip of the colour %2 left for %1</translation>
    </message>
    <message>
        <source>%1 draws the Stasi officer chip</source>
        <translation>%1 draws the Stasi officer chip</translation>
    </message>
    <message>
        <source>%1 swaps a Café Adler chip for a chip of %2 (%3); it lies open with %2</source>
        <translation>%1 swaps a Café Adler chip for a chip of %2 (%3); it lies open with %2</translation>
    </message>
    <message>
        <source>Clues revealed – %1</source>
        <translation>Clues revealed – %1</translation>
    </message>
    <message>
        <source>tossed: %1</source>
        <translation>tossed: %1</translation>
    </message>
    <message>
        <source>chief spy: %1</source>
        <translation>chief spy: %1</translation>
    </message>
    <message>
        <source>%1 %2 (%3 gold)</source>
        <translation>%1 %2 (%3 gold)</translation>
    </message>
    <message>
        <source>Game over – points: %1</source>
        <translation>Game over – points: %1</translation>
    </message>
    <message>
        <source>%1 keeps the Stasi chip (−2)</source>
        <translation>%1 keeps the Stasi chip (−2)</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <source>%1: accuse %2?</source>
        <translation>%1: accuse %2?</translation>
    </message>
    <message>
        <source>%1: swap with whom?</source>
        <translation>%1: swap with whom?</translation>
    </message>
    <message>
        <source>%1: swap a Café Adler chip?</source>
        <translation>%1: swap a Café Adler chip?</translation>
    </message>
    <message>
        <source>You have no Café Adler chip to swap.</source>
        <translation>You have no Café Adler chip to swap.</translation>
    </message>
    <message>
        <source>%1: the deck is empty – accuse a cat</source>
        <translation>%1: the deck is empty – accuse a cat</translation>
    </message>
    <message>
        <source>Click a highlighted chip of another agent (or arrow keys and Enter).</source>
        <translation>Click a highlighted chip of another agent (or arrow keys and Enter).</translation>
    </message>
    <message>
        <source>Click your Café Adler chip (the cup), then another agent&apos;s chip of the same colour – or keep your chips. Keys: arrows and Enter.</source>
        <translation>Click your Café Adler chip (the cup), then another agent&apos;s chip of the same colour – or keep your chips. Keys: arrows and Enter.</translation>
    </message>
    <message>
        <source>Click a highlighted cat or press Enter on it; your agent %1 marks it.</source>
        <translation>Click a highlighted cat or press Enter on it; your agent %1 marks it.</translation>
    </message>
    <message>
        <source>%1: draw a card</source>
        <translation>%1: draw a card</translation>
    </message>
    <message>
        <source>%1: choose a cat to accuse</source>
        <translation>%1: choose a cat to accuse</translation>
    </message>
    <message>
        <source>Round %1: the agents choose their clues</source>
        <translation>Round %1: the agents choose their clues</translation>
    </message>
    <message>
        <source>Waiting for: %1</source>
        <translation>Waiting for: %1</translation>
    </message>
    <message>
        <source>The deck is empty: %1 must accuse</source>
        <translation>The deck is empty: %1 must accuse</translation>
    </message>
    <message>
        <source>Café Adler: %1 may swap a chip</source>
        <translation>Café Adler: %1 may swap a chip</translation>
    </message>
    <message>
        <source>%1 is on turn</source>
        <translation>%1 is on turn</translation>
    </message>
    <message>
        <source>Winner: %1 – points: %2</source>
        <translation>Winner: %1 – points: %2</translation>
    </message>
    <message>
        <source>Show the table</source>
        <translation>Show the table</translation>
    </message>
    <message>
        <source>Show the results</source>
        <translation>Show the results</translation>
    </message>
    <message>
        <source>Accuse %1</source>
        <translation>Accuse %1</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <source>Keep my chips</source>
        <translation>Keep my chips</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>Draw a card</translation>
    </message>
    <message>
        <source>…or accuse a highlighted cat with your agent %1 (click it or press Enter on it).</source>
        <translation>…or accuse a highlighted cat with your agent %1 (click it or press Enter on it).</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>Cards in the deck: %1</source>
        <translation>Cards in the deck: %1</translation>
    </message>
    <message>
        <source>Agent cards among them: %1</source>
        <translation>Agent cards among them: %1</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>empty</translation>
    </message>
    <message>
        <source>Agents</source>
        <translation>Agents</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>none yet</translation>
    </message>
    <message>
        <source>Drawn agent card: %1</source>
        <translation>Drawn agent card: %1</translation>
    </message>
    <message>
        <source>Tossed clue tile: %1</source>
        <translation>Tossed clue tile: %1</translation>
    </message>
    <message>
        <source>Open clues</source>
        <translation>Open clues</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>In the bag: %1</source>
        <translation>In the bag: %1</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Round %1 of %2</translation>
    </message>
    <message>
        <source>Starting player: %1</source>
        <translation>Starting player: %1</translation>
    </message>
    <message>
        <source>%1: %2 face down in the supply</source>
        <translation>%1: %2 face down in the supply</translation>
    </message>
    <message>
        <source>The Stasi officer card lies in the middle.</source>
        <translation>The Stasi officer card lies in the middle.</translation>
    </message>
    <message>
        <source>Hide the result</source>
        <translation>Hide the result</translation>
    </message>
    <message>
        <source>Result of round %1</source>
        <translation>Result of round %1</translation>
    </message>
    <message>
        <source>Chief spy: %1</source>
        <translation>Chief spy: %1</translation>
    </message>
    <message>
        <source>Game over: all clues and chips are open</source>
        <translation>Game over: all clues and chips are open</translation>
    </message>
    <message>
        <source>Public view: clues and chip values hidden</source>
        <translation>Public view: clues and chip values hidden</translation>
    </message>
    <message>
        <source>Everything open: every clue and chip is shown</source>
        <translation>Everything open: every clue and chip is shown</translation>
    </message>
    <message>
        <source>%1&apos;s own view</source>
        <translation>%1&apos;s own view</translation>
    </message>
    <message>
        <source>%1&apos;s own view – everybody else, look away</source>
        <translation>%1&apos;s own view – everybody else, look away</translation>
    </message>
    <message>
        <source>%1 plays the agent %2</source>
        <translation>%1 plays the agent %2</translation>
    </message>
    <message>
        <source>Accused by %1 (%2)</source>
        <translation>Accused by %1 (%2)</translation>
    </message>
    <message>
        <source>no suspects yet</source>
        <translation>no suspects yet</translation>
    </message>
    <message>
        <source>the chief spy (all five traits)</source>
        <translation>the chief spy (all five traits)</translation>
    </message>
    <message>
        <source>an assistant (four traits)</source>
        <translation>an assistant (four traits)</translation>
    </message>
    <message>
        <source>innocent (traits shared: %1)</source>
        <translation>innocent (traits shared: %1)</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Starting player of this round</source>
        <translation>Starting player of this round</translation>
    </message>
    <message>
        <source>Clue: %1</source>
        <translation>Clue: %1</translation>
    </message>
    <message>
        <source>%1&apos;s clue: %2</source>
        <translation>%1&apos;s clue: %2</translation>
    </message>
    <message>
        <source>Tile: %1 / %2</source>
        <translation>Tile: %1 / %2</translation>
    </message>
    <message>
        <source>Clue hidden</source>
        <translation>Clue hidden</translation>
    </message>
    <message>
        <source>%1&apos;s clue lies face down</source>
        <translation>%1&apos;s clue lies face down</translation>
    </message>
    <message>
        <source>Choosing a clue…</source>
        <translation>Choosing a clue…</translation>
    </message>
    <message>
        <source>Points: %1</source>
        <translation>Points: %1</translation>
    </message>
    <message>
        <source>Holds the Stasi officer card: plays with an open clue</source>
        <translation>Holds the Stasi officer card: plays with an open clue</translation>
    </message>
    <message>
        <source>no chips</source>
        <translation>no chips</translation>
    </message>
    <message>
        <source>The Stasi officer chip (−2 points)</source>
        <translation>The Stasi officer chip (−2 points)</translation>
    </message>
    <message>
        <source>Chip (%1), face down</source>
        <translation>Chip (%1), face down</translation>
    </message>
    <message>
        <source>Chip (%1) worth %2</source>
        <translation>Chip (%1) worth %2</translation>
    </message>
    <message>
        <source>Café Adler: may be swapped for another agent&apos;s chip</source>
        <translation>Café Adler: may be swapped for another agent&apos;s chip</translation>
    </message>
    <message>
        <source>Lies face up</source>
        <translation>Lies face up</translation>
    </message>
    <message>
        <source>discards</source>
        <translation>discards</translation>
    </message>
    <message>
        <source>%1&apos;s discard pile (%2) – click to look through</source>
        <translation>%1&apos;s discard pile (%2) – click to look through</translation>
    </message>
    <message>
        <source>Last round: the chief spy was %2</source>
        <translation>Last round: the chief spy was %2</translation>
    </message>
    <message>
        <source>Round %1: the chief spy was %2</source>
        <translation>Round %1: the chief spy was %2</translation>
    </message>
    <message>
        <source>The five clues</source>
        <translation>The five clues</translation>
    </message>
    <message>
        <source>tossed</source>
        <translation>tossed</translation>
    </message>
    <message>
        <source>%1 accused nobody</source>
        <translation>%1 accused nobody</translation>
    </message>
    <message>
        <source>%1 accused %2: %3</source>
        <translation>%1 accused %2: %3</translation>
    </message>
    <message>
        <source>chip: %1</source>
        <translation>chip: %1</translation>
    </message>
    <message>
        <source>chip: %1 – none left</source>
        <translation>chip: %1 – none left</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Final scores</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
    <message numerus="yes">
        <source>%1. %2: %n point(s), gold chips: %3</source>
        <translation>
            <numerusform>%1. %2: %n point, gold chips: %3</numerusform>
            <numerusform>%1. %2: %n points, gold chips: %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Tied on points: more gold chips decide.</source>
        <translation>Tied on points: more gold chips decide.</translation>
    </message>
    <message>
        <source>%1&apos;s discard pile (%2)</source>
        <translation>%1&apos;s discard pile (%2)</translation>
    </message>
    <message>
        <source>sun-glasses news-paper</source>
        <comment>long words of the clues&apos; captions, with a hyphen where each may break at a line&apos;s end</comment>
        <translation>sun-glasses news-paper</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>Welcome! You play the police (white) against the robbers (yellow) of the computer. Whoever has more stones of their colour on the board at the end wins.</source>
        <translation>Welcome! You play the police (white) against the robbers (yellow) of the computer. Whoever has more stones of their colour on the board at the end wins.</translation>
    </message>
    <message>
        <source>Each side has 32 stones. Two of each colour start in the middle: white on d4 and e5, yellow on d5 and e4. The police begin.</source>
        <translation>Each side has 32 stones. Two of each colour start in the middle: white on d4 and e5, yellow on d5 and e4. The police begin.</translation>
    </message>
    <message>
        <source>Click the marked square e3. Your new stone and your stone on e5 enclose the yellow stone on e4.</source>
        <translation>Click the marked square e3. Your new stone and your stone on e5 enclose the yellow stone on e4.</translation>
    </message>
    <message>
        <source>Every stone must enclose one or more opposing stones in an unbroken straight line, together with a stone of your own: vertically, horizontally or diagonally. The enclosed stones are turned over and become yours. They stay on the board and can change colour several times.</source>
        <translation>Every stone must enclose one or more opposing stones in an unbroken straight line, together with a stone of your own: vertically, horizontally or diagonally. The enclosed stones are turned over and become yours. They stay on the board and can change colour several times.</translation>
    </message>
    <message>
        <source>Place your stone on the marked square e3.</source>
        <translation>Place your stone on the marked square e3.</translation>
    </message>
    <message>
        <source>The computer took d4 back. Now click c3: it encloses two lines at once. Both lines light up; click the stone on d3 to turn over the line to the right.</source>
        <translation>The computer took d4 back. Now click c3: it encloses two lines at once. Both lines light up; click the stone on d3 to turn over the line to the right.</translation>
    </message>
    <message>
        <source>The twist of Heimlich: if a stone encloses opposing stones in several directions at once, only ONE of these lines is turned over. You choose which.</source>
        <translation>The twist of Heimlich: if a stone encloses opposing stones in several directions at once, only ONE of these lines is turned over. You choose which.</translation>
    </message>
    <message>
        <source>This time, click c3 and then the stone on d3 (the line to the right).</source>
        <translation>This time, click c3 and then the stone on d3 (the line to the right).</translation>
    </message>
    <message>
        <source>The computer placed on f4 and turned e4 yellow again: that stone has now changed colour twice. Click Next.</source>
        <translation>The computer placed on f4 and turned e4 yellow again: that stone has now changed colour twice. Click Next.</translation>
    </message>
    <message>
        <source>A line may hold several stones. Click d6: it encloses both d5 and d4 against your stone on d3.</source>
        <translation>A line may hold several stones. Click d6: it encloses both d5 and d4 against your stone on d3.</translation>
    </message>
    <message>
        <source>Place your stone on the marked square d6.</source>
        <translation>Place your stone on the marked square d6.</translation>
    </message>
    <message>
        <source>Click g4: the line to the left turns f4 and e4 over and ends at your stone on d4.</source>
        <translation>Click g4: the line to the left turns f4 and e4 over and ends at your stone on d4.</translation>
    </message>
    <message>
        <source>Your own stones are never turned over: a line ends at the first stone of your own. An empty square breaks a line; nothing is enclosed there. Every stone is placed only once.</source>
        <translation>Your own stones are never turned over: a line ends at the first stone of your own. An empty square breaks a line; nothing is enclosed there. Every stone is placed only once.</translation>
    </message>
    <message>
        <source>Place your stone on the marked square g4.</source>
        <translation>Place your stone on the marked square g4.</translation>
    </message>
    <message>
        <source>Two more rules you will meet later. The app does both by itself and says so in the move log.</source>
        <translation>Two more rules you will meet later. The app does both by itself and says so in the move log.</translation>
    </message>
    <message>
        <source>A player with no stone left in their supply takes one from the opponent&apos;s supply. A player who cannot enclose anything must pass, and the opponent moves again.</source>
        <translation>A player with no stone left in their supply takes one from the opponent&apos;s supply. A player who cannot enclose anything must pass, and the opponent moves again.</translation>
    </message>
    <message>
        <source>How the game ends. The lines at the top right show how many stones each side has on the board and in its supply.</source>
        <translation>How the game ends. The lines at the top right show how many stones each side has on the board and in its supply.</translation>
    </message>
    <message>
        <source>The game ends when all 64 stones are placed or when neither side can enclose anything any more. More stones on the board wins; equal numbers are a draw.</source>
        <translation>The game ends when all 64 stones are placed or when neither side can enclose anything any more. More stones on the board wins; equal numbers are a draw.</translation>
    </message>
    <message>
        <source>That is all the rules. Now finish the game on your own: the computer plays normally from here. The marks show where you can place; Help &gt; Rules has everything to read again.</source>
        <translation>That is all the rules. Now finish the game on your own: the computer plays normally from here. The marks show where you can place; Help &gt; Rules has everything to read again.</translation>
    </message>
    <message>
        <source>Lesson complete</source>
        <translation>Lesson complete</translation>
    </message>
    <message>
        <source>Lesson: step %1 of %2</source>
        <translation>Lesson: step %1 of %2</translation>
    </message>
    <message>
        <source>Rule: %1</source>
        <translation>Rule: %1</translation>
    </message>
    <message>
        <source>Pass on</source>
        <translation>Pass on</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Next</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Leave the lesson</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>Not this time: in the lesson, please do what the coach asks (the marked move).</source>
        <extracomment>the board is shown without choices: a secret page waits for the step that asks for it, or the step shows the public view</extracomment>
        <translation>Not this time: in the lesson, please do what the coach asks (the marked move).</translation>
    </message>
    <message>
        <source>First hold the button that shows your secret, as the coach asks.</source>
        <translation>First hold the button that shows your secret, as the coach asks.</translation>
    </message>
    <message>
        <source>First read the coach&apos;s note, then click the button below it.</source>
        <translation>First read the coach&apos;s note, then click the button below it.</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>Computer %1</translation>
    </message>
    <message>
        <source>Welcome, secret agent! You play the red dice against the computer&apos;s blue ones. Red opens the game.</source>
        <translation>Welcome, secret agent! You play the red dice against the computer&apos;s blue ones. Red opens the game.</translation>
    </message>
    <message>
        <source>The first player to reach 15 points wins at once. Points come from secret missions and from four visors in a row.</source>
        <translation>The first player to reach 15 points wins at once. Points come from secret missions and from four visors in a row.</translation>
    </message>
    <message>
        <source>Each player has secretly drawn a mission card. At a real table you now pass the computer on, so that only you see your card: click “Pass on”, then “I am …: show”.</source>
        <translation>Each player has secretly drawn a mission card. At a real table you now pass the computer on, so that only you see your card: click “Pass on”, then “I am …: show”.</translation>
    </message>
    <message>
        <source>Keep your mission card hidden: your opponent must not find out what you are building.</source>
        <translation>Keep your mission card hidden: your opponent must not find out what you are building.</translation>
    </message>
    <message>
        <source>Now look at your card: press and hold the button “Show my mission (hold)” below. It asks for 2 microfilms and 2 computers. Let go, and the card is hidden again.</source>
        <translation>Now look at your card: press and hold the button “Show my mission (hold)” below. It asks for 2 microfilms and 2 computers. Let go, and the card is hidden again.</translation>
    </message>
    <message>
        <source>Your first die goes into the marked first column. Choose its top picture: click the Microfilm tile above the rack.</source>
        <translation>Your first die goes into the marked first column. Choose its top picture: click the Microfilm tile above the rack.</translation>
    </message>
    <message>
        <source>On your turn you put one die of your colour on top of any column that holds fewer than 6 dice. You choose which picture is on top; the visors always face the players.</source>
        <translation>On your turn you put one die of your colour on top of any column that holds fewer than 6 dice. You choose which picture is on top; the visors always face the players.</translation>
    </message>
    <message>
        <source>In the lesson: a die with the microfilm on top, in the first column.</source>
        <translation>In the lesson: a die with the microfilm on top, in the first column.</translation>
    </message>
    <message>
        <source>Good. Now a second microfilm, in the second column.</source>
        <translation>Good. Now a second microfilm, in the second column.</translation>
    </message>
    <message>
        <source>In the lesson: a die with the microfilm on top, in the second column.</source>
        <translation>In the lesson: a die with the microfilm on top, in the second column.</translation>
    </message>
    <message>
        <source>The computer put its die on yours: its spaceship now shows in the second column, your microfilm is hidden. Cover it back: a microfilm on top of the second column.</source>
        <translation>The computer put its die on yours: its spaceship now shows in the second column, your microfilm is hidden. Cover it back: a microfilm on top of the second column.</translation>
    </message>
    <message>
        <source>Only the picture of the top die of each column can be seen. You may place on any die, your opponent&apos;s too; its picture is then covered. Its visor stays visible. Up to six dice stand in a column.</source>
        <translation>Only the picture of the top die of each column can be seen. You may place on any die, your opponent&apos;s too; its picture is then covered. Its visor stays visible. Up to six dice stand in a column.</translation>
    </message>
    <message>
        <source>Two microfilms show. Now a computer, in the third column.</source>
        <translation>Two microfilms show. Now a computer, in the third column.</translation>
    </message>
    <message>
        <source>After your own placement your card is checked: the top pictures of all columns, of either colour, must show at least as many of each picture as the card asks for. Where they stand does not matter.</source>
        <translation>After your own placement your card is checked: the top pictures of all columns, of either colour, must show at least as many of each picture as the card asks for. Where they stand does not matter.</translation>
    </message>
    <message>
        <source>In the lesson: a die with the computer on top, in the third column.</source>
        <translation>In the lesson: a die with the computer on top, in the third column.</translation>
    </message>
    <message>
        <source>Look at the bottom row: three red visors stand side by side. A computer in the fourth column fulfils your mission and makes four in a row at once!</source>
        <translation>Look at the bottom row: three red visors stand side by side. A computer in the fourth column fulfils your mission and makes four in a row at once!</translation>
    </message>
    <message>
        <source>Four dice with your visor in a line, horizontal, vertical or diagonal, score 3 points. A fulfilled mission scores its card&apos;s points (1 or 2); both with one die score 1 bonus point more.</source>
        <translation>Four dice with your visor in a line, horizontal, vertical or diagonal, score 3 points. A fulfilled mission scores its card&apos;s points (1 or 2); both with one die score 1 bonus point more.</translation>
    </message>
    <message>
        <source>In the lesson: a die with the computer on top, in the fourth column.</source>
        <translation>In the lesson: a die with the computer on top, in the fourth column.</translation>
    </message>
    <message>
        <source>5 points: 1 for the mission, 3 for the visor row and 1 bonus! Your card was revealed, and a new round began: the rack is empty, the scores stay.</source>
        <translation>5 points: 1 for the mission, 3 for the visor row and 1 bonus! Your card was revealed, and a new round began: the rack is empty, the scores stay.</translation>
    </message>
    <message>
        <source>A visor row that does not reach 15 points, or a full rack, starts a new round. Both players draw new cards, and the other colour opens the round.</source>
        <translation>A visor row that does not reach 15 points, or a full rack, starts a new round. Both players draw new cards, and the other colour opens the round.</translation>
    </message>
    <message>
        <source>Now play on alone: the computer plays normally from here. Hold “Show my mission” to see your new card whenever you like. After a fulfilled mission you draw a new card at once.</source>
        <translation>Now play on alone: the computer plays normally from here. Hold “Show my mission” to see your new card whenever you like. After a fulfilled mission you draw a new card at once.</translation>
    </message>
    <message>
        <source>Welcome to Allianz! You lead party A (red circles, top left) against the computer&apos;s party B (blue squares, top right). You begin.</source>
        <translation>Welcome to Allianz! You lead party A (red circles, top left) against the computer&apos;s party B (blue squares, top right). You begin.</translation>
    </message>
    <message>
        <source>Dark green rocks can never be entered. Each party has a castle of two squares with an olive truce zone around it. With two players you win by occupying the enemy castle with two of your pieces or by capturing all enemy pieces.</source>
        <translation>Dark green rocks can never be entered. Each party has a castle of two squares with an olive truce zone around it. With two players you win by occupying the enemy castle with two of your pieces or by capturing all enemy pieces.</translation>
    </message>
    <message>
        <source>On your turn you move one of your pieces: a step onto a free neighbouring square, straight or diagonal, forwards or backwards, or a jump.</source>
        <translation>On your turn you move one of your pieces: a step onto a free neighbouring square, straight or diagonal, forwards or backwards, or a jump.</translation>
    </message>
    <message>
        <source>A jump goes over a single piece, yours or another&apos;s, onto the free square directly behind it, straight or diagonal, forwards or backwards. Your own jumped pieces stay.</source>
        <translation>A jump goes over a single piece, yours or another&apos;s, onto the free square directly behind it, straight or diagonal, forwards or backwards. Your own jumped pieces stay.</translation>
    </message>
    <message>
        <source>A jump entitles you to another one, in any direction, as long as you like. You cannot jump over two pieces in a row. Within one chain no square is landed on twice, and the piece does not return to its starting square.</source>
        <translation>A jump entitles you to another one, in any direction, as long as you like. You cannot jump over two pieces in a row. Within one chain no square is landed on twice, and the piece does not return to its starting square.</translation>
    </message>
    <message>
        <source>Rocks stop you: you cannot enter them, not even at the end of a jump, and you cannot jump over them. You only jump over pieces.</source>
        <translation>Rocks stop you: you cannot enter them, not even at the end of a jump, and you cannot jump over them. You only jump over pieces.</translation>
    </message>
    <message>
        <source>Leapfrog: your pieces advance fastest by jumping over each other. Jump over your front piece.</source>
        <translation>Leapfrog: your pieces advance fastest by jumping over each other. Jump over your front piece.</translation>
    </message>
    <message>
        <source>Again: the piece behind jumps over the front one.</source>
        <translation>Again: the piece behind jumps over the front one.</translation>
    </message>
    <message>
        <source>Once more. The enemy is coming near; watch its pieces.</source>
        <translation>Once more. The enemy is coming near; watch its pieces.</translation>
    </message>
    <message>
        <source>If none of your pieces can move, you pass; the app does that for you.</source>
        <translation>If none of your pieces can move, you pass; the app does that for you.</translation>
    </message>
    <message>
        <source>In the lesson: move the ringed piece to the framed square.</source>
        <translation>In the lesson: move the ringed piece to the framed square.</translation>
    </message>
    <message>
        <source>A step: the coach has picked one of your pieces (ringed) and framed where it goes. Click the framed square, the free square to its right.</source>
        <translation>A step: the coach has picked one of your pieces (ringed) and framed where it goes. Click the framed square, the free square to its right.</translation>
    </message>
    <message>
        <source>A jump: this piece jumps over your own piece beside it onto the free square behind. Click the framed square.</source>
        <translation>A jump: this piece jumps over your own piece beside it onto the free square behind. Click the framed square.</translation>
    </message>
    <message>
        <source>A chain: after a jump you may jump again. This piece jumps twice; click the framed square.</source>
        <translation>A chain: after a jump you may jump again. This piece jumps twice; click the framed square.</translation>
    </message>
    <message>
        <source>Another chain takes a piece from the back to the front. Click the framed square.</source>
        <translation>Another chain takes a piece from the back to the front. Click the framed square.</translation>
    </message>
    <message>
        <source>Now strike! Your piece jumps over the blue piece in front of it and then over the next one: click the framed square. Both blue pieces are captured.</source>
        <translation>Now strike! Your piece jumps over the blue piece in front of it and then over the next one: click the framed square. Both blue pieces are captured.</translation>
    </message>
    <message>
        <source>Jumped enemies are captured and leave the board at once. Capturing is not compulsory: you need not jump over an enemy, but if you do, he is captured. Your pieces can be captured the same way.</source>
        <translation>Jumped enemies are captured and leave the board at once. Capturing is not compulsory: you need not jump over an enemy, but if you do, he is captured. Your pieces can be captured the same way.</translation>
    </message>
    <message>
        <source>Two enemies fewer! Now the castles, the aim of the game.</source>
        <translation>Two enemies fewer! Now the castles, the aim of the game.</translation>
    </message>
    <message>
        <source>Your own pieces may stand in your castle, but the enemy may capture them there. An enemy piece that reached your castle cannot be captured by you while it stands there. Two enemy pieces on both squares of a castle defeat its lord; so does losing all pieces.</source>
        <translation>Your own pieces may stand in your castle, but the enemy may capture them there. An enemy piece that reached your castle cannot be captured by you while it stands there. Two enemy pieces on both squares of a castle defeat its lord; so does losing all pieces.</translation>
    </message>
    <message>
        <source>With three or four players, alliances come in. You make them with the “Diplomacy” buttons beside the board.</source>
        <translation>With three or four players, alliances come in. You make them with the “Diplomacy” buttons beside the board.</translation>
    </message>
    <message>
        <source>Two players may ally at any moment. Allies do not capture each other and may not enter each other&apos;s truce zone. A small alliance can be cancelled with a notice of 2 to 5 moves; a grand alliance can only be broken by betrayal, and the traitor may never ally again.</source>
        <translation>Two players may ally at any moment. Allies do not capture each other and may not enter each other&apos;s truce zone. A small alliance can be cancelled with a notice of 2 to 5 moves; a grand alliance can only be broken by betrayal, and the traitor may never ally again.</translation>
    </message>
    <message>
        <source>The last one left on the battlefield wins, no matter with how many pieces.</source>
        <translation>The last one left on the battlefield wins, no matter with how many pieces.</translation>
    </message>
    <message>
        <source>When only two parties are left, either may resign or offer a draw on his turn. After 600 moves in all the game ends in a draw.</source>
        <translation>When only two parties are left, either may resign or offer a draw on his turn. After 600 moves in all the game ends in a draw.</translation>
    </message>
    <message>
        <source>Now play on alone: the computer plays normally from here. Click one of your pieces to see where it can go. Bring two pieces into the blue castle at the top right, or capture all blue pieces. If the computer offers a draw, you may play on.</source>
        <translation>Now play on alone: the computer plays normally from here. Click one of your pieces to see where it can go. Bring two pieces into the blue castle at the top right, or capture all blue pieces. If the computer offers a draw, you may play on.</translation>
    </message>
    <message>
        <source>Welcome to the wonderful world of high treason! You play the black spies (embassy on the left) against the computer&apos;s white ones (on the right).</source>
        <extracomment>spy ids: colour * 4 + rank; black&apos;s spies 0 and 1 start in the embassy, white&apos;s 4 and 5</extracomment>
        <translation>Welcome to the wonderful world of high treason! You play the black spies (embassy on the left) against the computer&apos;s white ones (on the right).</translation>
    </message>
    <message>
        <source>Each player starts with 10 Zillionen and three numbered spies: two in the own embassy, one in the dungeon in the middle. In each embassy stands a Bazong. Win by bringing the enemy Bazong into your embassy, or by owning 25 Zillionen.</source>
        <translation>Each player starts with 10 Zillionen and three numbered spies: two in the own embassy, one in the dungeon in the middle. In each embassy stands a Bazong. Win by bringing the enemy Bazong into your embassy, or by owning 25 Zillionen.</translation>
    </message>
    <message>
        <source>First everyone writes a secret number into the hot envelope. At a real table you now pass the computer on, so that nobody sees yours: click “Pass on”, then “I am …: show”.</source>
        <translation>First everyone writes a secret number into the hot envelope. At a real table you now pass the computer on, so that nobody sees yours: click “Pass on”, then “I am …: show”.</translation>
    </message>
    <message>
        <source>Write the number 2 in your envelope (in a real game you choose freely).</source>
        <translation>Write the number 2 in your envelope (in a real game you choose freely).</translation>
    </message>
    <message>
        <source>One of the enemy&apos;s three numbered spies is a traitor, the “Fröhn”. Your envelope names his number. You do not know yet which spy has which number, but the game gives you chances to find out.</source>
        <translation>One of the enemy&apos;s three numbered spies is a traitor, the “Fröhn”. Your envelope names his number. You do not know yet which spy has which number, but the game gives you chances to find out.</translation>
    </message>
    <message>
        <source>In the lesson, please write the number 2.</source>
        <translation>In the lesson, please write the number 2.</translation>
    </message>
    <message>
        <source>At a table shared by several players the screen shows nobody&apos;s numbers, as now. Press and hold the button “Hold to show …&apos;s secrets” in the panel on the right: your spies&apos; numbers and your envelope appear. Let go, and they are hidden again.</source>
        <translation>At a table shared by several players the screen shows nobody&apos;s numbers, as now. Press and hold the button “Hold to show …&apos;s secrets” in the panel on the right: your spies&apos; numbers and your envelope appear. Let go, and they are hidden again.</translation>
    </message>
    <message>
        <source>Only the owner knows a spy&apos;s number. Everyone sees it when the spy stands on an Alfred field, when he has lost a Zoff, and the holder of an Ansicht card sees one of his choice.</source>
        <translation>Only the owner knows a spy&apos;s number. Everyone sees it when the spy stands on an Alfred field, when he has lost a Zoff, and the holder of an Ansicht card sees one of his choice.</translation>
    </message>
    <message>
        <source>Playing alone against the computer, you see your numbers all the time. Now move: click your spy number 3 in your embassy. He steps one field forward along the footprints.</source>
        <translation>Playing alone against the computer, you see your numbers all the time. Now move: click your spy number 3 in your embassy. He steps one field forward along the footprints.</translation>
    </message>
    <message>
        <source>In the lesson: click your spy number 3 in your embassy to step forward.</source>
        <translation>In the lesson: click your spy number 3 in your embassy to step forward.</translation>
    </message>
    <message>
        <source>A Flitz card: move a spy exactly 3 fields. Click your spy number 3 on field 1: he lands on the white spy on field 4.</source>
        <translation>A Flitz card: move a spy exactly 3 fields. Click your spy number 3 on field 1: he lands on the white spy on field 4.</translation>
    </message>
    <message>
        <source>Fahr, Flitz and Düs move a spy exactly 2, 3 or 4 fields; Scheck pays 3 Zillionen; Gähn: nothing happens; Lechz brings the grey spy; Ansicht shows you one enemy number; Schluchz sends captured Bazongs home.</source>
        <translation>Fahr, Flitz and Düs move a spy exactly 2, 3 or 4 fields; Scheck pays 3 Zillionen; Gähn: nothing happens; Lechz brings the grey spy; Ansicht shows you one enemy number; Schluchz sends captured Bazongs home.</translation>
    </message>
    <message>
        <source>In the lesson: move your spy number 3 on field 1.</source>
        <translation>In the lesson: move your spy number 3 on field 1.</translation>
    </message>
    <message>
        <source>Zoff! Your spies may share a field and pass each other, but when a spy arrives on a field (or in an embassy) with an enemy, the newcomer attacks and the one already there defends. As the attacker you secretly choose a plan: choose A.</source>
        <translation>Zoff! Your spies may share a field and pass each other, but when a spy arrives on a field (or in an embassy) with an enemy, the newcomer attacks and the one already there defends. As the attacker you secretly choose a plan: choose A.</translation>
    </message>
    <message>
        <source>Some rules for later. The Lechz card lends you the grey spy for one move.</source>
        <translation>Some rules for later. The Lechz card lends you the grey spy for one move.</translation>
    </message>
    <message>
        <source>A spy who reaches the enemy embassy exactly and beats every enemy in it (or finds it empty) takes the Bazong, gets 5 Zillionen and moves again. Whoever beats the carrier in a Zoff takes the Bazong.</source>
        <translation>A spy who reaches the enemy embassy exactly and beats every enemy in it (or finds it empty) takes the Bazong, gets 5 Zillionen and moves again. Whoever beats the carrier in a Zoff takes the Bazong.</translation>
    </message>
    <message>
        <source>Traps can block the way home with a Bazong.</source>
        <translation>Traps can block the way home with a Bazong.</translation>
    </message>
    <message>
        <source>While a Bazong is away from its embassy, you may set a trap (2 Zillionen) on an empty field before your move: no spy can pass it. The trap die removes traps: 1, 3 or 5 Zillionen for 1 to 3 rolls, paid in advance.</source>
        <translation>While a Bazong is away from its embassy, you may set a trap (2 Zillionen) on an empty field before your move: no spy can pass it. The trap die removes traps: 1, 3 or 5 Zillionen for 1 to 3 rolls, paid in advance.</translation>
    </message>
    <message>
        <source>Your envelope says 2, and a white spy in the dungeon shows 2: the traitor! Click the red button “Fröhn! Accuse a spy…”, then that spy.</source>
        <translation>Your envelope says 2, and a white spy in the dungeon shows 2: the traitor! Click the red button “Fröhn! Accuse a spy…”, then that spy.</translation>
    </message>
    <message>
        <source>You may unmask the traitor at any moment, even out of turn. If his number matches your envelope, he leaves the game and your unnumbered reserve spy takes his place (here: your dungeon). If not, you leave the game yourself.</source>
        <translation>You may unmask the traitor at any moment, even out of turn. If his number matches your envelope, he leaves the game and your unnumbered reserve spy takes his place (here: your dungeon). If not, you leave the game yourself.</translation>
    </message>
    <message>
        <source>On your turn you either move any one of your spies one field forward, or take a pass card. Spies never walk backwards, and at most two of your spies may be in your embassy. Before the move you may buy spies free from the dungeon (1 Zillion each) and set or remove traps.</source>
        <translation>On your turn you either move any one of your spies one field forward, or take a pass card. Spies never walk backwards, and at most two of your spies may be in your embassy. Before the move you may buy spies free from the dungeon (1 Zillion each) and set or remove traps.</translation>
    </message>
    <message>
        <source>A white spy now stands on field 4. Take a pass card: click the second card of your pile (top left).</source>
        <translation>A white spy now stands on field 4. Take a pass card: click the second card of your pile (top left).</translation>
    </message>
    <message>
        <source>You take the first, second or third card from the top unseen and must do what it says. Used and skipped cards go under the pile: the order stays.</source>
        <translation>You take the first, second or third card from the top unseen and must do what it says. Used and skipped cards go under the pile: the order stays.</translation>
    </message>
    <message>
        <source>In the lesson: take the second card of your pile.</source>
        <translation>In the lesson: take the second card of your pile.</translation>
    </message>
    <message>
        <source>The attacker lays down plan A, B or C face down; the defender tries to guess it with a card of his own. The same card: the defender wins. A different one: the attacker wins. So the attacker wins two times out of three.</source>
        <translation>The attacker lays down plan A, B or C face down; the defender tries to guess it with a card of his own. The same card: the defender wins. A different one: the attacker wins. So the attacker wins two times out of three.</translation>
    </message>
    <message>
        <source>In the lesson, please choose plan A.</source>
        <translation>In the lesson, please choose plan A.</translation>
    </message>
    <message>
        <source>The computer guessed B: you won! Its spy showed everyone his number, 2, paid you 1 Zillion and went to the dungeon. You cleared the field, so you move again.</source>
        <translation>The computer guessed B: you won! Its spy showed everyone his number, 2, paid you 1 Zillion and went to the dungeon. You cleared the field, so you move again.</translation>
    </message>
    <message>
        <source>The loser of a Zoff shows his number, pays the winner 1 Zillion and goes to the dungeon. An attacker who wins moves again (one field or a pass card).</source>
        <translation>The loser of a Zoff shows his number, pays the winner 1 Zillion and goes to the dungeon. An attacker who wins moves again (one field or a pass card).</translation>
    </message>
    <message>
        <source>The grey spy removes any trap and attacks any enemy spy outside the embassies with the Zoff rules. If she wins, the enemy goes to the dungeon, pays you 1 Zillion and you move again; if she loses, you pay 1 Zillion.</source>
        <translation>The grey spy removes any trap and attacks any enemy spy outside the embassies with the Zoff rules. If she wins, the enemy goes to the dungeon, pays you 1 Zillion and you move again; if she loses, you pay 1 Zillion.</translation>
    </message>
    <message>
        <source>The white embassy lies right ahead of your spy, with the white Bazong in it.</source>
        <translation>The white embassy lies right ahead of your spy, with the white Bazong in it.</translation>
    </message>
    <message>
        <source>In the lesson: first accuse the white spy number 2 in the dungeon (the red “Fröhn!” button, then the spy).</source>
        <translation>In the lesson: first accuse the white spy number 2 in the dungeon (the red “Fröhn!” button, then the spy).</translation>
    </message>
    <message>
        <source>Caught! Your reserve spy waits in your dungeon; you can buy him free for 1 Zillion before a move.</source>
        <translation>Caught! Your reserve spy waits in your dungeon; you can buy him free for 1 Zillion before a move.</translation>
    </message>
    <message>
        <source>The game ends when a side brings an enemy Bazong into its embassy or owns 25 Zillionen. A player who accuses the wrong spy, or cannot pay a debt, leaves the game.</source>
        <translation>The game ends when a side brings an enemy Bazong into its embassy or owns 25 Zillionen. A player who accuses the wrong spy, or cannot pay a debt, leaves the game.</translation>
    </message>
    <message>
        <source>That is all the rules. Now finish the game on your own: your spy still moves again, and the white embassy is one field ahead. The computer plays normally from here; Help &gt; Rules has everything to read again.</source>
        <translation>That is all the rules. Now finish the game on your own: your spy still moves again, and the white embassy is one field ahead. The computer plays normally from here; Help &gt; Rules has everything to read again.</translation>
    </message>
    <message>
        <source>Welcome to Checkpoint Charlie! You are the dog agent John Britton, against two computer agents. Among 32 cats hides a chief spy with his assistants: find them.</source>
        <translation>Welcome to Checkpoint Charlie! You are the dog agent John Britton, against two computer agents. Among 32 cats hides a chief spy with his assistants: find them.</translation>
    </message>
    <message>
        <source>Every cat shows five traits: hat or no hat, sunglasses or none, trench coat or pullover, newspaper or none, grey or orange fur. The chief spy has all five traits of this round, his assistants four. The first agent to collect 10 points wins.</source>
        <translation>Every cat shows five traits: hat or no hat, sunglasses or none, trench coat or pullover, newspaper or none, grey or orange fur. The chief spy has all five traits of this round, his assistants four. The first agent to collect 10 points wins.</translation>
    </message>
    <message>
        <source>Each agent has secretly drawn a clue tile. At a real table you now pass the computer on, so that only you see yours: click “Pass on”, then “I am …: show”.</source>
        <translation>Each agent has secretly drawn a clue tile. At a real table you now pass the computer on, so that only you see yours: click “Pass on”, then “I am …: show”.</translation>
    </message>
    <message>
        <source>Your tile shows grey fur on one side and orange fur on the other. Choose “Grey fur”.</source>
        <translation>Your tile shows grey fur on one side and orange fur on the other. Choose “Grey fur”.</translation>
    </message>
    <message>
        <source>Each agent secretly chooses one side of the drawn tile. That trait is true of the chief spy this round, and it cannot be changed any more.</source>
        <translation>Each agent secretly chooses one side of the drawn tile. That trait is true of the chief spy this round, and it cannot be changed any more.</translation>
    </message>
    <message>
        <source>In the lesson, please choose grey fur.</source>
        <translation>In the lesson, please choose grey fur.</translation>
    </message>
    <message>
        <source>You may look at your own clue tile (and later your chips) at any moment. At a table shared by several players, the others look away.</source>
        <translation>You may look at your own clue tile (and later your chips) at any moment. At a table shared by several players, the others look away.</translation>
    </message>
    <message>
        <source>At a table shared by several players the screen hides every clue, as now. Click “Look at mine” beside the table: it shows your clue and your chips to you alone. Then go back to the table.</source>
        <translation>At a table shared by several players the screen hides every clue, as now. Click “Look at mine” beside the table: it shows your clue and your chips to you alone. Then go back to the table.</translation>
    </message>
    <message>
        <source>Playing alone against the computer, you see your clue all the time. You begin: click the deck to draw a cat.</source>
        <translation>Playing alone against the computer, you see your clue all the time. You begin: click the deck to draw a cat.</translation>
    </message>
    <message>
        <source>Compare the drawn cat with your clue. Does it show your trait? Then it is a suspect and lies open in your row. If not, it goes onto your own discard pile. The app does this for you; everybody sees where the card goes.</source>
        <translation>Compare the drawn cat with your clue. Does it show your trait? Then it is a suspect and lies open in your row. If not, it goes onto your own discard pile. The app does this for you; everybody sees where the card goes.</translation>
    </message>
    <message>
        <source>In the lesson: click the deck to draw a cat.</source>
        <translation>In the lesson: click the deck to draw a cat.</translation>
    </message>
    <message>
        <source>Your cat Luna has orange fur: onto your discard pile. Computer 1 drew an agent card first: a clue tile was tossed, and “no sunglasses” lies open in the middle.</source>
        <translation>Your cat Luna has orange fur: onto your discard pile. Computer 1 drew an agent card first: a clue tile was tossed, and “no sunglasses” lies open in the middle.</translation>
    </message>
    <message>
        <source>With three or four agents, the unused agent cards are shuffled into the deck. Whoever draws one tosses a tile from the bag like a coin: the side that lands up is one more true trait, open to all. Then that agent draws again. Still, cats are only ever compared with your own clue.</source>
        <translation>With three or four agents, the unused agent cards are shuffled into the deck. Whoever draws one tosses a tile from the bag like a coin: the side that lands up is one more true trait, open to all. Then that agent draws again. Still, cats are only ever compared with your own clue.</translation>
    </message>
    <message>
        <source>Draw your next cat.</source>
        <translation>Draw your next cat.</translation>
    </message>
    <message>
        <source>Now think like a detective. Nils in your row has your grey fur and no sunglasses, like the open tile. Computer 1 discarded Pavel and Kim: together they show every trait except “hat”, so its clue must be the hat. Nils wears a hat.</source>
        <translation>Now think like a detective. Nils in your row has your grey fur and no sunglasses, like the open tile. Computer 1 discarded Pavel and Kim: together they show every trait except “hat”, so its clue must be the hat. Nils wears a hat.</translation>
    </message>
    <message>
        <source>The rows and discard piles tell you which traits the others may hold. Combine them with your own clue and the open tiles: the chief spy needs all five traits, an assistant four.</source>
        <translation>The rows and discard piles tell you which traits the others may hold. Combine them with your own clue and the open tiles: the chief spy needs all five traits, an assistant four.</translation>
    </message>
    <message>
        <source>Accuse Nils: he is already chosen and marked in your row. Confirm with a click on his card (or on “Accuse Nils” above the rows).</source>
        <translation>Accuse Nils: he is already chosen and marked in your row. Confirm with a click on his card (or on “Accuse Nils” above the rows).</translation>
    </message>
    <message>
        <source>In the lesson: accuse Nils first (click his card).</source>
        <translation>In the lesson: accuse Nils first (click his card).</translation>
    </message>
    <message>
        <source>An accusation may be made at any moment, even when it is not your turn (the “Accuse” button beside the table). Each agent accuses one cat a round, the mark cannot be moved, and every cat can be accused only once.</source>
        <translation>An accusation may be made at any moment, even when it is not your turn (the “Accuse” button beside the table). Each agent accuses one cat a round, the mark cannot be moved, and every cat can be accused only once.</translation>
    </message>
    <message>
        <source>Good. After an accusation you still draw as usual: click the deck.</source>
        <translation>Good. After an accusation you still draw as usual: click the deck.</translation>
    </message>
    <message>
        <source>The round ends as soon as all agents but one have accused, or when the deck is empty (then the others must accuse in turn).</source>
        <translation>The round ends as soon as all agents but one have accused, or when the deck is empty (then the others must accuse in turn).</translation>
    </message>
    <message>
        <source>Computer 1 accused Fleming: the round is over, and the board shows all clues. Nils is the chief spy: a gold chip for you! Fleming is an assistant: a white chip for Computer 1.</source>
        <translation>Computer 1 accused Fleming: the round is over, and the board shows all clues. Nils is the chief spy: a gold chip for you! Fleming is an assistant: a white chip for Computer 1.</translation>
    </message>
    <message>
        <source>The chief spy&apos;s accuser takes a gold chip (3 to 5 points), an assistant&apos;s a white one (1 or 2), an innocent cat&apos;s a black one (0 or -1); who accused nobody takes black (white if nobody found the chief). Only the owner sees the value.</source>
        <translation>The chief spy&apos;s accuser takes a gold chip (3 to 5 points), an assistant&apos;s a white one (1 or 2), an innocent cat&apos;s a black one (0 or -1); who accused nobody takes black (white if nobody found the chief). Only the owner sees the value.</translation>
    </message>
    <message>
        <source>A new round begins: everyone draws a new clue tile, and the agent who found the chief spy starts.</source>
        <translation>A new round begins: everyone draws a new clue tile, and the agent who found the chief spy starts.</translation>
    </message>
    <message>
        <source>The game ends when an agent reaches 10 points, when the chips of one colour run out, or after the fifth round. Then the most points win; on a tie, the most gold chips.</source>
        <translation>The game ends when an agent reaches 10 points, when the chips of one colour run out, or after the fifth round. Then the most points win; on a tie, the most gold chips.</translation>
    </message>
    <message>
        <source>That is all the rules. Now finish the game on your own: choose your new clue, and the computer agents play normally from here. Help &gt; Rules has everything to read again.</source>
        <translation>That is all the rules. Now finish the game on your own: choose your new clue, and the computer agents play normally from here. Help &gt; Rules has everything to read again.</translation>
    </message>
</context>
<context>
    <name>CodesDialog</name>
    <message>
        <source>Your table on the server</source>
        <translation>Your table on the server</translation>
    </message>
    <message>
        <source>Give each player the server&apos;s address and their code: they join in the Game menu, or in a browser at the server&apos;s address.</source>
        <translation>Give each player the server&apos;s address and their code: they join in the Game menu, or in a browser at the server&apos;s address.</translation>
    </message>
    <message>
        <source>Address: %1</source>
        <translation>Address: %1</translation>
    </message>
    <message>
        <source>a computer player</source>
        <translation>a computer player</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Spectators: %1</source>
        <translation>Spectators: %1</translation>
    </message>
    <message>
        <source>Codes of the table</source>
        <translation>Codes of the table</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Unexpected error</source>
        <translation>Unexpected error</translation>
    </message>
    <message>
        <source>Something went wrong in Spielesammlung: %1</source>
        <translation>Something went wrong in Spielesammlung: %1</translation>
    </message>
    <message>
        <source>The details are in the log file %1.</source>
        <translation>The details are in the log file %1.</translation>
    </message>
    <message>
        <source>No log file could be written.</source>
        <translation>No log file could be written.</translation>
    </message>
    <message>
        <source>Open the log folder</source>
        <translation>Open the log folder</translation>
    </message>
    <message>
        <source>Your game was saved and closed; continue it from the start screen.</source>
        <translation>Your game was saved and closed; continue it from the start screen.</translation>
    </message>
    <message>
        <source>The game was closed; it could not be saved.</source>
        <translation>The game was closed; it could not be saved.</translation>
    </message>
</context>
<context>
    <name>DiplomacyPanel</name>
    <message>
        <source>%1 proposes a small alliance to %2.</source>
        <extracomment>the fixed buttons of the grid by the id of their choice, and their places (row, column)</extracomment>
        <translation>%1 proposes a small alliance to %2.</translation>
    </message>
    <message>
        <source>%1 proposes a grand alliance to %2.</source>
        <translation>%1 proposes a grand alliance to %2.</translation>
    </message>
    <message>
        <source>%1, do you accept?</source>
        <translation>%1, do you accept?</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Accept</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Decline</translation>
    </message>
    <message>
        <source>%1 gives %2 notice of their small alliance.</source>
        <translation>%1 gives %2 notice of their small alliance.</translation>
    </message>
    <message>
        <source>%1, how many moves of notice do you ask for?</source>
        <translation>%1, how many moves of notice do you ask for?</translation>
    </message>
    <message>
        <source>None: it ends now</source>
        <translation>None: it ends now</translation>
    </message>
    <message>
        <source>%1 offers a draw.</source>
        <translation>%1 offers a draw.</translation>
    </message>
    <message>
        <source>Accept the draw</source>
        <translation>Accept the draw</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Play on</translation>
    </message>
    <message>
        <source>Leave them there</source>
        <translation>Leave them there</translation>
    </message>
    <message>
        <source>%1, out of turn you may give notice of your small alliance.</source>
        <translation>%1, out of turn you may give notice of your small alliance.</translation>
    </message>
    <message>
        <source>%1, out of turn you may propose an alliance.</source>
        <translation>%1, out of turn you may propose an alliance.</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <source>Back to the game without a step (Escape)</source>
        <translation>Back to the game without a step (Escape)</translation>
    </message>
    <message>
        <source>%1, none of your pieces can move.</source>
        <translation>%1, none of your pieces can move.</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>small alliance</source>
        <translation>small alliance</translation>
    </message>
    <message>
        <source>grand alliance</source>
        <translation>grand alliance</translation>
    </message>
    <message>
        <source>%1 and %2: %3</source>
        <translation>%1 and %2: %3</translation>
    </message>
    <message>
        <source>Notice chips left for %2: %1</source>
        <translation>Notice chips left for %2: %1</translation>
    </message>
    <message>
        <source>No alliances.</source>
        <translation>No alliances.</translation>
    </message>
    <message>
        <source>Traitors, never to ally again: %1</source>
        <translation>Traitors, never to ally again: %1</translation>
    </message>
    <message>
        <source>Chips in the box: %1</source>
        <translation>Chips in the box: %1</translation>
    </message>
    <message>
        <source>%3 asks for %4 to %5 moves of notice; after them you are enemies again. The notice cannot be taken back.</source>
        <translation>%3 asks for %4 to %5 moves of notice; after them you are enemies again. The notice cannot be taken back.</translation>
    </message>
    <message>
        <source>%1, do you want to resign the game?</source>
        <translation>%1, do you want to resign the game?</translation>
    </message>
    <message>
        <source>%2 then wins the battle.</source>
        <translation>%2 then wins the battle.</translation>
    </message>
    <message>
        <source>Keep the alliance</source>
        <translation>Keep the alliance</translation>
    </message>
    <message>
        <source>Betray the alliance</source>
        <translation>Betray the alliance</translation>
    </message>
    <message>
        <source>%1, do you want to betray %2 and break your grand alliance?</source>
        <translation>%1, do you want to betray %2 and break your grand alliance?</translation>
    </message>
    <message>
        <source>You may attack %3 at once, but you can never ally again in this game.</source>
        <translation>You may attack %3 at once, but you can never ally again in this game.</translation>
    </message>
    <message>
        <source>%1, do you want to give %2 notice of your small alliance?</source>
        <translation>%1, do you want to give %2 notice of your small alliance?</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Diplomacy</source>
        <translation>Diplomacy</translation>
    </message>
    <message>
        <source>Ally with</source>
        <translation>Ally with</translation>
    </message>
    <message>
        <source>Small alliance</source>
        <extracomment>the panel&apos;s fixed diplomacy buttons by id (a proposal&apos;s id adds its partner: `propose_id`)</extracomment>
        <translation>Small alliance</translation>
    </message>
    <message>
        <source>Grand alliance</source>
        <translation>Grand alliance</translation>
    </message>
    <message>
        <source>Give notice</source>
        <translation>Give notice</translation>
    </message>
    <message>
        <source>Betray</source>
        <translation>Betray</translation>
    </message>
    <message>
        <source>Offer a draw</source>
        <translation>Offer a draw</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Resign</translation>
    </message>
    <message>
        <source>%1, you may put your new ally&apos;s pieces standing in your truce zone next to it: click such a piece, then a marked square (keys: F6 to the board, Tab and Enter).</source>
        <translation>%1, you may put your new ally&apos;s pieces standing in your truce zone next to it: click such a piece, then a marked square (keys: F6 to the board, Tab and Enter).</translation>
    </message>
    <message>
        <source>Propose a small alliance (it can be cancelled with notice)</source>
        <translation>Propose a small alliance (it can be cancelled with notice)</translation>
    </message>
    <message>
        <source>Propose a grand alliance (it can only be broken by betrayal)</source>
        <translation>Propose a grand alliance (it can only be broken by betrayal)</translation>
    </message>
    <message>
        <source>Break your grand alliance now; you can never ally again</source>
        <translation>Break your grand alliance now; you can never ally again</translation>
    </message>
    <message>
        <source>Offer a draw (only when two parties are left)</source>
        <translation>Offer a draw (only when two parties are left)</translation>
    </message>
    <message>
        <source>Give up (only when two parties are left)</source>
        <translation>Give up (only when two parties are left)</translation>
    </message>
</context>
<context>
    <name>FoundHosts</name>
    <message>
        <source>&amp;Found on this network:</source>
        <translation>&amp;Found on this network:</translation>
    </message>
    <message>
        <source>Hosts found on this network</source>
        <translation>Hosts found on this network</translation>
    </message>
    <message>
        <source>&amp;Look again</source>
        <translation>&amp;Look again</translation>
    </message>
    <message>
        <source>Looking for hosts…</source>
        <translation>Looking for hosts…</translation>
    </message>
    <message>
        <source>Hosts cannot be looked for here: %1</source>
        <translation>Hosts cannot be looked for here: %1</translation>
    </message>
    <message>
        <source>%1 (%2, another version)</source>
        <translation>%1 (%2, another version)</translation>
    </message>
    <message>
        <source>%1 (%2, table server)</source>
        <translation>%1 (%2, table server)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Hosts found: %1</source>
        <translation>Hosts found: %1</translation>
    </message>
    <message>
        <source>No host answered on this network.</source>
        <translation>No host answered on this network.</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <source>Players: %1</source>
        <translation>Players: %1</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Play</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation>Coming soon</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Learn to play</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Undo stops here: it would take back the secret choice of %1, which only %1 knows.</source>
        <extracomment>a phone action queued during an animation was applied (seat, None) or refused (seat, why) a human looking at their own secrets, and the secret page made of their view what the controller waits for (a thought, a timer, an animation) and what follows it; an answer whose token is not this one&apos;s comes too late and is dropped plays a sound by name (the main window&apos;s sound player; None: silence)</extracomment>
        <translation>Undo stops here: it would take back the secret choice of %1, which only %1 knows.</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>The file could not be read.</source>
        <translation>The file could not be read.</translation>
    </message>
    <message>
        <source>The file is damaged or incomplete.</source>
        <translation>The file is damaged or incomplete.</translation>
    </message>
    <message>
        <source>This is not a saved game of Spielesammlung.</source>
        <translation>This is not a saved game of Spielesammlung.</translation>
    </message>
    <message>
        <source>This game was saved by a newer version of Spielesammlung.</source>
        <translation>This game was saved by a newer version of Spielesammlung.</translation>
    </message>
    <message>
        <source>This version of Spielesammlung does not have that game.</source>
        <translation>This version of Spielesammlung does not have that game.</translation>
    </message>
    <message>
        <source>The moves in this file do not follow the rules.</source>
        <translation>The moves in this file do not follow the rules.</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Cannot open the game</translation>
    </message>
    <message>
        <source>The file was left unchanged.</source>
        <translation>The file was left unchanged.</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Open a saved game</translation>
    </message>
    <message>
        <source>Saved games (*.spiel)</source>
        <translation>Saved games (*.spiel)</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Save the game</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Cannot save</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>Board</source>
        <translation>Board</translation>
    </message>
    <message>
        <source>Move log</source>
        <translation>Move log</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Moves</translation>
    </message>
    <message>
        <source>Last: %1</source>
        <translation>Last: %1</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Hint: %1</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Easy</source>
        <translation>Easy</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medium</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Strong</translation>
    </message>
    <message>
        <source>Reversi with a twist: only one enclosed line flips, chosen by the mover.</source>
        <translation>Reversi with a twist: only one enclosed line flips, chosen by the mover.</translation>
    </message>
    <message>
        <source>Stack dice in a rack: fulfil secret missions and line up four visors.</source>
        <translation>Stack dice in a rack: fulfil secret missions and line up four visors.</translation>
    </message>
    <message>
        <source>Spies, duels with secret cards, traps and traitors: steal the Bazong.</source>
        <translation>Spies, duels with secret cards, traps and traitors: steal the Bazong.</translation>
    </message>
    <message>
        <source>Deduce the cat spy from secret clues and accuse before the others.</source>
        <translation>Deduce the cat spy from secret clues and accuse before the others.</translation>
    </message>
    <message>
        <source>Halma moves across a landscape: castles, alliances and betrayal.</source>
        <translation>Halma moves across a landscape: castles, alliances and betrayal.</translation>
    </message>
    <message>
        <source>Easy: plays at once and makes mistakes; for beginners and children.</source>
        <translation>Easy: plays at once and makes mistakes; for beginners and children.</translation>
    </message>
    <message>
        <source>Medium: plays sensibly and looks a little ahead; it can be beaten.</source>
        <translation>Medium: plays sensibly and looks a little ahead; it can be beaten.</translation>
    </message>
    <message>
        <source>Strong: thinks up to a second a move and looks far ahead; a real challenge.</source>
        <translation>Strong: thinks up to a second a move and looks far ahead; a real challenge.</translation>
    </message>
</context>
<context>
    <name>Geheime Mission</name>
    <message>
        <source>Column %1</source>
        <translation>Column %1</translation>
    </message>
    <message>
        <source>Place a die: choose the column and the symbol on top.</source>
        <translation>Place a die: choose the column and the symbol on top.</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blue</translation>
    </message>
</context>
<context>
    <name>HandoverPage</name>
    <message>
        <source>Pass the computer to %1</source>
        <translation>Pass the computer to %1</translation>
    </message>
    <message>
        <source>Everyone else, please look away.</source>
        <translation>Everyone else, please look away.</translation>
    </message>
    <message>
        <source>I am %1: show</source>
        <translation>I am %1: show</translation>
    </message>
</context>
<context>
    <name>Heimlich</name>
    <message>
        <source>Pass (no stone can enclose any)</source>
        <translation>Pass (no stone can enclose any)</translation>
    </message>
    <message>
        <source>Place on %1</source>
        <translation>Place on %1</translation>
    </message>
    <message>
        <source>flips %1</source>
        <translation>flips %1</translation>
    </message>
    <message>
        <source>Flips %1</source>
        <translation>Flips %1</translation>
    </message>
    <message>
        <source>Line %1: flips %2</source>
        <translation>Line %1: flips %2</translation>
    </message>
    <message>
        <source>Stone on %1</source>
        <translation>Stone on %1</translation>
    </message>
    <message>
        <source>No stone of yours can enclose any: you pass.</source>
        <translation>No stone of yours can enclose any: you pass.</translation>
    </message>
    <message>
        <source>Place a stone on a marked square: it must enclose stones of the other side.</source>
        <translation>Place a stone on a marked square: it must enclose stones of the other side.</translation>
    </message>
    <message>
        <source>Stone on %1: choose which line flips, 1 or 2.</source>
        <translation>Stone on %1: choose which line flips, 1 or 2.</translation>
    </message>
    <message>
        <source>Stone on %1: choose which line flips, 1 to %2.</source>
        <translation>Stone on %1: choose which line flips, 1 to %2.</translation>
    </message>
</context>
<context>
    <name>HeimlichPanel</name>
    <message>
        <source>Key %1</source>
        <translation>Key %1</translation>
    </message>
    <message>
        <source>Back (Escape)</source>
        <translation>Back (Escape)</translation>
    </message>
    <message>
        <source>Back to the squares</source>
        <translation>Back to the squares</translation>
    </message>
</context>
<context>
    <name>HeimlichTexts</name>
    <message>
        <source>police (white, star)</source>
        <translation>police (white, star)</translation>
    </message>
    <message>
        <source>robbers (yellow, mask)</source>
        <translation>robbers (yellow, mask)</translation>
    </message>
    <message>
        <source>%1 – %2: %3 on the board, %4 in the supply</source>
        <translation>%1 – %2: %3 on the board, %4 in the supply</translation>
    </message>
    <message>
        <source>The board is full.</source>
        <translation>The board is full.</translation>
    </message>
    <message>
        <source>Neither side can place a stone.</source>
        <translation>Neither side can place a stone.</translation>
    </message>
    <message numerus="yes">
        <source>%1 – %2: %n stone(s)</source>
        <translation>
            <numerusform>%1 – %2: %n stone</numerusform>
            <numerusform>%1 – %2: %n stones</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 on %2, flips %3</source>
        <translation>%1 on %2, flips %3</translation>
    </message>
    <message>
        <source>%1 cannot enclose anything and passes</source>
        <translation>%1 cannot enclose anything and passes</translation>
    </message>
    <message>
        <source>%1 has no stone left and takes one from %2</source>
        <translation>%1 has no stone left and takes one from %2</translation>
    </message>
    <message>
        <source>police stone</source>
        <translation>police stone</translation>
    </message>
    <message>
        <source>robber stone</source>
        <translation>robber stone</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>empty</translation>
    </message>
    <message>
        <source>placed last</source>
        <translation>placed last</translation>
    </message>
    <message>
        <source>flipped by the last move</source>
        <translation>flipped by the last move</translation>
    </message>
    <message>
        <source>you can place here (%1 to flip)</source>
        <translation>you can place here (%1 to flip)</translation>
    </message>
    <message>
        <source>you can place here (one of %1 lines to flip)</source>
        <translation>you can place here (one of %1 lines to flip)</translation>
    </message>
    <message>
        <source>line that flips %1 (arrows: other line, Enter: place)</source>
        <translation>line that flips %1 (arrows: other line, Enter: place)</translation>
    </message>
    <message>
        <source>%1, flips %2</source>
        <translation>%1, flips %2</translation>
    </message>
    <message>
        <source>police on %1</source>
        <translation>police on %1</translation>
    </message>
    <message>
        <source>robbers on %1</source>
        <translation>robbers on %1</translation>
    </message>
    <message>
        <source>Rank %1: %2</source>
        <translation>Rank %1: %2</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join with your phones</source>
        <translation>Join with your phones</translation>
    </message>
    <message>
        <source>Each player scans their code with the phone&apos;s camera (same Wi-Fi as this computer) and keeps the page open: it shows their secrets and takes their decisions. Keep the codes to yourselves: a code is the seat.</source>
        <translation>Each player scans their code with the phone&apos;s camera (same Wi-Fi as this computer) and keeps the page open: it shows their secrets and takes their decisions. Keep the codes to yourselves: a code is the seat.</translation>
    </message>
    <message>
        <source>Join code of %1</source>
        <translation>Join code of %1</translation>
    </message>
    <message>
        <source>Room code %1&lt;br&gt;&lt;small&gt;(type it at %2)&lt;/small&gt;</source>
        <translation>Room code %1&lt;br&gt;&lt;small&gt;(type it at %2)&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>Phone connected</source>
        <translation>Phone connected</translation>
    </message>
    <message>
        <source>No phone yet</source>
        <translation>No phone yet</translation>
    </message>
    <message>
        <source>Join a game on another computer</source>
        <translation>Join a game on another computer</translation>
    </message>
    <message>
        <source>The host&apos;s window shows where to join (an address with a port) and a code for each player on another computer.</source>
        <translation>The host&apos;s window shows where to join (an address with a port) and a code for each player on another computer.</translation>
    </message>
    <message>
        <source>Address of the host</source>
        <translation>Address of the host</translation>
    </message>
    <message>
        <source>Your code</source>
        <translation>Your code</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Address:</translation>
    </message>
    <message>
        <source>&amp;Code:</source>
        <translation>&amp;Code:</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Join</translation>
    </message>
    <message>
        <source>Type the host&apos;s address and your code.</source>
        <translation>Type the host&apos;s address and your code.</translation>
    </message>
    <message>
        <source>Joining…</source>
        <translation>Joining…</translation>
    </message>
    <message>
        <source>The host could not be reached: %1</source>
        <translation>The host could not be reached: %1</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The game ends in a draw.</source>
        <translation>The game ends in a draw.</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 wins!</translation>
    </message>
    <message>
        <source>%1 win together!</source>
        <translation>%1 win together!</translation>
    </message>
    <message>
        <source>%1 acts out of turn</source>
        <translation>%1 acts out of turn</translation>
    </message>
    <message>
        <source>Paused: %1 is next</source>
        <translation>Paused: %1 is next</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 is thinking…</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>%1 to move</translation>
    </message>
    <message>
        <source>%1 decides on their own computer</source>
        <translation>%1 decides on their own computer</translation>
    </message>
    <message>
        <source>Undo: the game is over and its secrets may be shown; it stays over.</source>
        <translation>Undo: the game is over and its secrets may be shown; it stays over.</translation>
    </message>
    <message>
        <source>Undo: a die, a drawn card or a revealed secret since the last move cannot be taken back.</source>
        <translation>Undo: a die, a drawn card or a revealed secret since the last move cannot be taken back.</translation>
    </message>
    <message>
        <source>The disk is full: this game is not being saved. Free some space; saving goes on by itself.</source>
        <translation>The disk is full: this game is not being saved. Free some space; saving goes on by itself.</translation>
    </message>
    <message>
        <source>The save folder cannot be written to: this game is not being saved (%1).</source>
        <translation>The save folder cannot be written to: this game is not being saved (%1).</translation>
    </message>
    <message>
        <source>This game is not being saved: %1</source>
        <translation>This game is not being saved: %1</translation>
    </message>
    <message>
        <source>The disk is full: finished games are not added to the records. Free some space; recording goes on by itself.</source>
        <translation>The disk is full: finished games are not added to the records. Free some space; recording goes on by itself.</translation>
    </message>
    <message>
        <source>The records folder cannot be written to: finished games are not added to the records (%1).</source>
        <translation>The records folder cannot be written to: finished games are not added to the records (%1).</translation>
    </message>
    <message>
        <source>Finished games are not added to the records: %1</source>
        <translation>Finished games are not added to the records: %1</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Rules: %1</translation>
    </message>
    <message>
        <source>The rules text is missing.</source>
        <translation>The rules text is missing.</translation>
    </message>
    <message>
        <source>About Spielesammlung</source>
        <translation>About Spielesammlung</translation>
    </message>
    <message>
        <source>Spielesammlung %1

German board games for one table: Heimlich, still &amp; leise, Geheime Mission, Spion &amp; Spion, Checkpoint Charlie and Allianz.</source>
        <translation>Spielesammlung %1

German board games for one table: Heimlich, still &amp; leise, Geheime Mission, Spion &amp; Spion, Checkpoint Charlie and Allianz.</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;New…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <source>&amp;Join a game on another computer…</source>
        <translation>&amp;Join a game on another computer…</translation>
    </message>
    <message>
        <source>Play on a &amp;table server…</source>
        <translation>Play on a &amp;table server…</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Save &amp;as…</translation>
    </message>
    <message>
        <source>&amp;Records…</source>
        <translation>&amp;Records…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Move</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Hint</translation>
    </message>
    <message>
        <source>&amp;Pause computer players</source>
        <translation>&amp;Pause computer players</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Full screen</translation>
    </message>
    <message>
        <source>&amp;Read out the position</source>
        <translation>&amp;Read out the position</translation>
    </message>
    <message>
        <source>&amp;List the possible moves</source>
        <translation>&amp;List the possible moves</translation>
    </message>
    <message>
        <source>Repeat the last &amp;announcement</source>
        <translation>Repeat the last &amp;announcement</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Settings</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>&amp;Animations</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Off</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Slow</translation>
    </message>
    <message>
        <source>&amp;Text size</source>
        <translation>&amp;Text size</translation>
    </message>
    <message>
        <source>As the system (%1 %)</source>
        <translation>As the system (%1 %)</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>&amp;Memory aid (what each player has seen)</source>
        <translation>&amp;Memory aid (what each player has seen)</translation>
    </message>
    <message>
        <source>&amp;Deduction helper (gives the solution away: what the others can still hold)</source>
        <translation>&amp;Deduction helper (gives the solution away: what the others can still hold)</translation>
    </message>
    <message>
        <source>Announce moves to screen &amp;readers</source>
        <translation>Announce moves to screen &amp;readers</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Rules of this game</translation>
    </message>
    <message>
        <source>&amp;About Spielesammlung</source>
        <translation>&amp;About Spielesammlung</translation>
    </message>
</context>
<context>
    <name>MissionBoard</name>
    <message>
        <source>Play again (colours swapped)</source>
        <translation>Play again (colours swapped)</translation>
    </message>
</context>
<context>
    <name>MissionPanel</name>
    <message>
        <source>Show my mission (hold)</source>
        <translation>Show my mission (hold)</translation>
    </message>
    <message>
        <source>Shows your secret mission card while you hold the button. Others look away.</source>
        <translation>Shows your secret mission card while you hold the button. Others look away.</translation>
    </message>
</context>
<context>
    <name>MissionTexts</name>
    <message>
        <source>Red</source>
        <extracomment>(round, rack full, who lined up the row): what ended the last round, for the next one&apos;s banner</extracomment>
        <translation>Red</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blue</translation>
    </message>
    <message>
        <source>red, round visor</source>
        <translation>red, round visor</translation>
    </message>
    <message>
        <source>blue, square visor</source>
        <translation>blue, square visor</translation>
    </message>
    <message>
        <source>mission %1</source>
        <translation>mission %1</translation>
    </message>
    <message>
        <source>visor row %1</source>
        <translation>visor row %1</translation>
    </message>
    <message>
        <source>bonus %1</source>
        <translation>bonus %1</translation>
    </message>
    <message>
        <source>Your mission: %1</source>
        <translation>Your mission: %1</translation>
    </message>
    <message>
        <source>%1 reached %2 points first.</source>
        <translation>%1 reached %2 points first.</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s)</source>
        <translation>
            <numerusform>%1: %n point</numerusform>
            <numerusform>%1: %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1: %2 of 6 dice</source>
        <translation>Column %1: %2 of 6 dice</translation>
    </message>
    <message>
        <source>on top: %1 (%2)</source>
        <translation>on top: %1 (%2)</translation>
    </message>
    <message>
        <source>placed last</source>
        <translation>placed last</translation>
    </message>
    <message>
        <source>Click a column to place your die (or Left/Right and Enter).</source>
        <translation>Click a column to place your die (or Left/Right and Enter).</translation>
    </message>
    <message>
        <source>Click a column for your die (or Left/Right and Enter).</source>
        <translation>Click a column for your die (or Left/Right and Enter).</translation>
    </message>
    <message>
        <source>Choose the symbol on top: click a tile (or Up/Down and Enter). Escape cancels.</source>
        <translation>Choose the symbol on top: click a tile (or Up/Down and Enter). Escape cancels.</translation>
    </message>
    <message>
        <source>Round %1 · opened by %2</source>
        <translation>Round %1 · opened by %2</translation>
    </message>
    <message>
        <source>%1 – %2: %3 of %4 points, %5 dice left</source>
        <translation>%1 – %2: %3 of %4 points, %5 dice left</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Winner</translation>
    </message>
    <message>
        <source>To move</source>
        <translation>To move</translation>
    </message>
    <message>
        <source>Mission</source>
        <translation>Mission</translation>
    </message>
    <message>
        <source>Dice left</source>
        <translation>Dice left</translation>
    </message>
    <message>
        <source>Visor only: line up four of your visors.</source>
        <translation>Visor only: line up four of your visors.</translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation>Draw pile</translation>
    </message>
    <message>
        <source>Cards in the draw pile: %1</source>
        <translation>Cards in the draw pile: %1</translation>
    </message>
    <message>
        <source>fulfilled: %1</source>
        <translation>fulfilled: %1</translation>
    </message>
    <message>
        <source>face down: %1</source>
        <translation>face down: %1</translation>
    </message>
    <message>
        <source>Unfinished missions of %1, discarded face down: %2</source>
        <translation>Unfinished missions of %1, discarded face down: %2</translation>
    </message>
    <message>
        <source>column %1, %2 on top</source>
        <translation>column %1, %2 on top</translation>
    </message>
    <message>
        <source>Your die: %1 on top</source>
        <translation>Your die: %1 on top</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>empty</translation>
    </message>
    <message>
        <source>Column %1, bottom to top: %2</source>
        <translation>Column %1, bottom to top: %2</translation>
    </message>
    <message>
        <source>Fulfilled by %1: %2</source>
        <translation>Fulfilled by %1: %2</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 wins!</translation>
    </message>
    <message>
        <source>%1 : %2 points</source>
        <translation>%1 : %2 points</translation>
    </message>
    <message>
        <source>%1 plays red, %2 plays blue</source>
        <translation>%1 plays red, %2 plays blue</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Round %1</translation>
    </message>
    <message>
        <source>%1 opens.</source>
        <translation>%1 opens.</translation>
    </message>
    <message>
        <source>The rack was full.</source>
        <translation>The rack was full.</translation>
    </message>
    <message>
        <source>%1 lined up four visors.</source>
        <translation>%1 lined up four visors.</translation>
    </message>
    <message>
        <source>Secret mission and in the centre of the visor!</source>
        <translation>Secret mission and in the centre of the visor!</translation>
    </message>
    <message>
        <source>Secret mission!</source>
        <translation>Secret mission!</translation>
    </message>
    <message>
        <source>In the centre of the visor!</source>
        <translation>In the centre of the visor!</translation>
    </message>
    <message>
        <source>%1 %2 → %3 of %4 points</source>
        <translation>%1 %2 → %3 of %4 points</translation>
    </message>
    <message>
        <source>%1: column %2, %3 on top</source>
        <translation>%1: column %2, %3 on top</translation>
    </message>
    <message>
        <source>die %1 of %2</source>
        <translation>die %1 of %2</translation>
    </message>
    <message>
        <source>covers %1 (%2)</source>
        <translation>covers %1 (%2)</translation>
    </message>
    <message>
        <source>Secret mission! %1: %2</source>
        <translation>Secret mission! %1: %2</translation>
    </message>
    <message>
        <source>In the centre of the visor! %1 lines up four visors (+%2)</source>
        <translation>In the centre of the visor! %1 lines up four visors (+%2)</translation>
    </message>
    <message>
        <source>%1: %2, total %3</source>
        <translation>%1: %2, total %3</translation>
    </message>
    <message>
        <source>The draw pile is empty: the %1 discarded cards are shuffled</source>
        <translation>The draw pile is empty: the %1 discarded cards are shuffled</translation>
    </message>
    <message>
        <source>Round over: the rack is full.</source>
        <translation>Round over: the rack is full.</translation>
    </message>
    <message>
        <source>Round over.</source>
        <translation>Round over.</translation>
    </message>
    <message>
        <source>%1 opens the next round.</source>
        <translation>%1 opens the next round.</translation>
    </message>
    <message>
        <source>Unfinished missions are discarded; %1 opens the next round.</source>
        <translation>Unfinished missions are discarded; %1 opens the next round.</translation>
    </message>
    <message>
        <source>%1 wins %2 : %3!</source>
        <translation>%1 wins %2 : %3!</translation>
    </message>
    <message>
        <source>%1 draws the mission card: %2</source>
        <translation>%1 draws the mission card: %2</translation>
    </message>
</context>
<context>
    <name>Net</name>
    <message>
        <source>The host plays a newer Spielesammlung. Update this one to join.</source>
        <translation>The host plays a newer Spielesammlung. Update this one to join.</translation>
    </message>
    <message>
        <source>The host plays an older Spielesammlung. The host needs to update it.</source>
        <translation>The host plays an older Spielesammlung. The host needs to update it.</translation>
    </message>
    <message>
        <source>There is no seat with this code at this table.</source>
        <translation>There is no seat with this code at this table.</translation>
    </message>
    <message>
        <source>Too many wrong codes. Wait a minute and try again.</source>
        <translation>Too many wrong codes. Wait a minute and try again.</translation>
    </message>
    <message>
        <source>This table has no room for more spectators.</source>
        <translation>This table has no room for more spectators.</translation>
    </message>
    <message>
        <source>The server cannot host this game with these seats.</source>
        <translation>The server cannot host this game with these seats.</translation>
    </message>
    <message>
        <source>The server hosts as many tables as it can. Try again later.</source>
        <translation>The server hosts as many tables as it can. Try again later.</translation>
    </message>
    <message>
        <source>The host did not understand this Spielesammlung.</source>
        <translation>The host did not understand this Spielesammlung.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game: %1</source>
        <translation>New game: %1</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Number of players</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Players:</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Seats</translation>
    </message>
    <message>
        <source>On a phone: the player scans a code with their phone (same Wi-Fi as this computer) and sees their secrets and decides there; the screen shows only what everybody may see.</source>
        <translation>On a phone: the player scans a code with their phone (same Wi-Fi as this computer) and sees their secrets and decides there; the screen shows only what everybody may see.</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Player %1</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>Name of player %1</translation>
    </message>
    <message>
        <source>At the screen</source>
        <translation>At the screen</translation>
    </message>
    <message>
        <source>Plays at this screen (passed on for secrets)</source>
        <translation>Plays at this screen (passed on for secrets)</translation>
    </message>
    <message>
        <source>On a phone</source>
        <translation>On a phone</translation>
    </message>
    <message>
        <source>On another computer</source>
        <translation>On another computer</translation>
    </message>
    <message>
        <source>Place of %1</source>
        <translation>Place of %1</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation>Computer: %1</translation>
    </message>
    <message>
        <source>On another computer: the player chooses Game &gt; Join a game on another computer there and types the address and code shown here beside the board; they see only their own view.</source>
        <translation>On another computer: the player chooses Game &gt; Join a game on another computer there and types the address and code shown here beside the board; they see only their own view.</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Learn to play</translation>
    </message>
    <message>
        <source>A short guided game against the computer</source>
        <translation>A short guided game against the computer</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <source>Classic rules (all enclosed lines flip)</source>
        <translation>Classic rules (all enclosed lines flip)</translation>
    </message>
    <message>
        <source>Visor only (no mission cards, for children)</source>
        <extracomment>The game&apos;s options (the ids are contracts: saves, --option).</extracomment>
        <translation>Visor only (no mission cards, for children)</translation>
    </message>
    <message>
        <source>Colour that opens the first round</source>
        <translation>Colour that opens the first round</translation>
    </message>
    <message>
        <source>Variant: Stasi officer</source>
        <translation>Variant: Stasi officer</translation>
    </message>
    <message>
        <source>Variant: Café Adler</source>
        <translation>Variant: Café Adler</translation>
    </message>
    <message>
        <source>Opponents sit</source>
        <translation>Opponents sit</translation>
    </message>
    <message>
        <source>Harder missions: one more of</source>
        <translation>Harder missions: one more of</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blue</translation>
    </message>
    <message>
        <source>side by side (A against B)</source>
        <translation>side by side (A against B)</translation>
    </message>
    <message>
        <source>one above the other (A against D)</source>
        <translation>one above the other (A against D)</translation>
    </message>
    <message>
        <source>diagonally (A against C)</source>
        <translation>diagonally (A against C)</translation>
    </message>
    <message>
        <source>nothing (normal missions)</source>
        <translation>nothing (normal missions)</translation>
    </message>
    <message>
        <source>Microfilm</source>
        <translation>Microfilm</translation>
    </message>
    <message>
        <source>Spaceship</source>
        <translation>Spaceship</translation>
    </message>
    <message>
        <source>Submarine</source>
        <translation>Submarine</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
</context>
<context>
    <name>Phone</name>
    <message>
        <source>Turn: you</source>
        <translation>Turn: you</translation>
    </message>
    <message>
        <source>Turn: %1</source>
        <translation>Turn: %1</translation>
    </message>
    <message>
        <source>You play %1</source>
        <translation>You play %1</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Your mission: on top of the columns (1 point)</source>
        <translation>Your mission: on top of the columns (1 point)</translation>
    </message>
    <message>
        <source>Your mission: on top of the columns (%1 points)</source>
        <translation>Your mission: on top of the columns (%1 points)</translation>
    </message>
    <message>
        <source>Visor rows only: no mission cards.</source>
        <translation>Visor rows only: no mission cards.</translation>
    </message>
    <message>
        <source>Round %1 · points: %2</source>
        <translation>Round %1 · points: %2</translation>
    </message>
    <message>
        <source>you</source>
        <translation>you</translation>
    </message>
    <message>
        <source>%1 ×</source>
        <translation>%1 ×</translation>
    </message>
    <message>
        <source>Your mission</source>
        <translation>Your mission</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>empty</translation>
    </message>
    <message>
        <source>%1: %2, %3 of %4 dice</source>
        <translation>%1: %2, %3 of %4 dice</translation>
    </message>
    <message>
        <source>The rack: tap a column</source>
        <translation>The rack: tap a column</translation>
    </message>
    <message>
        <source>The rack</source>
        <translation>The rack</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>the trait pictures of checkpoint-traits.svg, per side of each tile (its 100 x 100 cells)</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Your agent: %1</source>
        <translation>Your agent: %1</translation>
    </message>
    <message>
        <source>%1 (Café Adler)</source>
        <translation>%1 (Café Adler)</translation>
    </message>
    <message>
        <source>Your clue</source>
        <translation>Your clue</translation>
    </message>
    <message>
        <source>Your chips</source>
        <translation>Your chips</translation>
    </message>
    <message>
        <source>Your row</source>
        <translation>Your row</translation>
    </message>
    <message>
        <source>%1&apos;s row</source>
        <translation>%1&apos;s row</translation>
    </message>
    <message>
        <source>Your envelope: %1 of %2 is number %3</source>
        <translation>Your envelope: %1 of %2 is number %3</translation>
    </message>
    <message>
        <source>Envelope of %1: %2 of %3 is number %4</source>
        <translation>Envelope of %1: %2 of %3 is number %4</translation>
    </message>
    <message>
        <source>Your Zoff card: %1</source>
        <translation>Your Zoff card: %1</translation>
    </message>
    <message>
        <source>Your money: %1</source>
        <translation>Your money: %1</translation>
    </message>
    <message>
        <source>Team black %1 · team white %2 Zillionen (%3 win the game)</source>
        <translation>Team black %1 · team white %2 Zillionen (%3 win the game)</translation>
    </message>
    <message>
        <source>? · %1</source>
        <translation>? · %1</translation>
    </message>
    <message>
        <source>No. %1 · %2</source>
        <translation>No. %1 · %2</translation>
    </message>
    <message>
        <source>Your spies</source>
        <translation>Your spies</translation>
    </message>
    <message>
        <source>Other spies</source>
        <translation>Other spies</translation>
    </message>
    <message>
        <source>Empty fields for a trap: tap one</source>
        <translation>Empty fields for a trap: tap one</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 on %2</translation>
    </message>
    <message>
        <source>Traps on the board</source>
        <translation>Traps on the board</translation>
    </message>
    <message>
        <source>Your side&apos;s pass cards</source>
        <translation>Your side&apos;s pass cards</translation>
    </message>
    <message>
        <source>Envelope of %1: number %2</source>
        <translation>Envelope of %1: number %2</translation>
    </message>
    <message>
        <source>No. %1</source>
        <translation>No. %1</translation>
    </message>
    <message>
        <source>Your envelope: still to write</source>
        <translation>Your envelope: still to write</translation>
    </message>
    <message>
        <source>Envelope</source>
        <translation>Envelope</translation>
    </message>
</context>
<context>
    <name>PhonesPanel</name>
    <message>
        <source>Phones as private hands</source>
        <extracomment>the humans in the room (a seat on another computer is served by ui/remote_host.py)</extracomment>
        <translation>Phones as private hands</translation>
    </message>
    <message>
        <source>Where %1 plays</source>
        <translation>Where %1 plays</translation>
    </message>
    <message>
        <source>Join codes…</source>
        <translation>Join codes…</translation>
    </message>
    <message>
        <source>no phone</source>
        <translation>no phone</translation>
    </message>
    <message>
        <source>phone connected</source>
        <translation>phone connected</translation>
    </message>
    <message>
        <source>On the phone</source>
        <translation>On the phone</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>At the table</translation>
    </message>
    <message>
        <source>Click to decide at the table (with the handover)</source>
        <translation>Click to decide at the table (with the handover)</translation>
    </message>
    <message>
        <source>Click to decide on the phone</source>
        <translation>Click to decide on the phone</translation>
    </message>
    <message>
        <source>Waiting for the phones of: %1</source>
        <translation>Waiting for the phones of: %1</translation>
    </message>
    <message>
        <source>The table server could not start: %1</source>
        <translation>The table server could not start: %1</translation>
    </message>
</context>
<context>
    <name>Recorder</name>
    <message>
        <source>The records file is not a database.</source>
        <translation>The records file is not a database.</translation>
    </message>
    <message>
        <source>The records file is damaged.</source>
        <translation>The records file is damaged.</translation>
    </message>
    <message>
        <source>The records file was written by a newer version of Spielesammlung.</source>
        <translation>The records file was written by a newer version of Spielesammlung.</translation>
    </message>
    <message>
        <source>Records set aside</source>
        <translation>Records set aside</translation>
    </message>
    <message>
        <source>It was set aside, not deleted, and a new, empty records file was started. Your games and saved games are not affected.</source>
        <translation>It was set aside, not deleted, and a new, empty records file was started. Your games and saved games are not affected.</translation>
    </message>
</context>
<context>
    <name>RecordsPage</name>
    <message>
        <source>All games</source>
        <translation>All games</translation>
    </message>
    <message>
        <source>The records cannot be used right now.</source>
        <translation>The records cannot be used right now.</translation>
    </message>
    <message>
        <source>No games recorded yet. Every finished game will appear here.</source>
        <translation>No games recorded yet. Every finished game will appear here.</translation>
    </message>
    <message>
        <source>%1: won %3 of %2 (%4)</source>
        <translation>%1: won %3 of %2 (%4)</translation>
    </message>
    <message>
        <source>No games against the computer yet.</source>
        <translation>No games against the computer yet.</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Replay</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <translation>Computer (%1)</translation>
    </message>
    <message>
        <source>(deleted player)</source>
        <translation>(deleted player)</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Draw</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Won</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Lost</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>Not changed</source>
        <translation>Not changed</translation>
    </message>
    <message>
        <source>Rename player</source>
        <translation>Rename player</translation>
    </message>
    <message>
        <source>New name for %1:</source>
        <translation>New name for %1:</translation>
    </message>
    <message>
        <source>%1 is already a player. To join the two, use Merge.</source>
        <translation>%1 is already a player. To join the two, use Merge.</translation>
    </message>
    <message>
        <source>Rename %1 to %2 in all records?</source>
        <translation>Rename %1 to %2 in all records?</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Rename</translation>
    </message>
    <message>
        <source>Merge players</source>
        <translation>Merge players</translation>
    </message>
    <message>
        <source>Merge %1 into:</source>
        <translation>Merge %1 into:</translation>
    </message>
    <message>
        <source>Merge %1 into %2? All games of %1 then count for %2, and the name %1 is gone. This cannot be undone.</source>
        <translation>Merge %1 into %2? All games of %1 then count for %2, and the name %1 is gone. This cannot be undone.</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Merge</translation>
    </message>
    <message>
        <source>Delete player</source>
        <translation>Delete player</translation>
    </message>
    <message>
        <source>Delete %1 from the records? In games with other players the seat stays without a name; games with no other named player are deleted. This cannot be undone.</source>
        <translation>Delete %1 from the records? In games with other players the seat stays without a name; games with no other named player are deleted. This cannot be undone.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Records</translation>
    </message>
    <message>
        <source>Back to the games</source>
        <translation>Back to the games</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Players</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Rename…</translation>
    </message>
    <message>
        <source>&amp;Merge into…</source>
        <translation>&amp;Merge into…</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Delete…</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Game:</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>Games played:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>Won:</translation>
    </message>
    <message>
        <source>Win rate:</source>
        <translation>Win rate:</translation>
    </message>
    <message>
        <source>Best score:</source>
        <translation>Best score:</translation>
    </message>
    <message>
        <source>Current winning streak:</source>
        <translation>Current winning streak:</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>Longest winning streak:</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Against the computer</translation>
    </message>
    <message>
        <source>Results over time</source>
        <translation>Results over time</translation>
    </message>
    <message>
        <source>&amp;Last games</source>
        <translation>&amp;Last games</translation>
    </message>
    <message>
        <source>Last games</source>
        <translation>Last games</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Players (★ won)</source>
        <translation>Players (★ won)</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
</context>
<context>
    <name>RemotePanel</name>
    <message>
        <source>Players on other computers</source>
        <translation>Players on other computers</translation>
    </message>
    <message>
        <source>Let the computer play for %1</source>
        <translation>Let the computer play for %1</translation>
    </message>
    <message>
        <source>Join at %1 with a code:</source>
        <translation>Join at %1 with a code:</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>connected</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>not connected</translation>
    </message>
    <message>
        <source>the computer plays</source>
        <translation>the computer plays</translation>
    </message>
    <message>
        <source>%1: code %2 (%3)</source>
        <translation>%1: code %2 (%3)</translation>
    </message>
    <message>
        <source>Spectators: code %1</source>
        <translation>Spectators: code %1</translation>
    </message>
    <message>
        <source>The game could not be hosted: %1</source>
        <translation>The game could not be hosted: %1</translation>
    </message>
</context>
<context>
    <name>RemoteSeatWindow</name>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Hint</translation>
    </message>
    <message>
        <source>&amp;Undo my move</source>
        <translation>&amp;Undo my move</translation>
    </message>
    <message>
        <source>Spectator</source>
        <translation>Spectator</translation>
    </message>
    <message>
        <source>%1 at a table on another computer</source>
        <translation>%1 at a table on another computer</translation>
    </message>
    <message>
        <source>Your move, out of turn.</source>
        <translation>Your move, out of turn.</translation>
    </message>
    <message>
        <source>Sent; waiting for the table…</source>
        <translation>Sent; waiting for the table…</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>Your move.</source>
        <translation>Your move.</translation>
    </message>
    <message>
        <source>&amp;Replay (every secret shown)</source>
        <translation>&amp;Replay (every secret shown)</translation>
    </message>
    <message>
        <source>&amp;Undo the move of %1</source>
        <translation>&amp;Undo the move of %1</translation>
    </message>
    <message>
        <source>Waiting for the others…</source>
        <translation>Waiting for the others…</translation>
    </message>
    <message>
        <source>Your move, %1.</source>
        <translation>Your move, %1.</translation>
    </message>
    <message>
        <source>The table refused: %1</source>
        <translation>The table refused: %1</translation>
    </message>
    <message>
        <source>Asked the table to take back your move…</source>
        <translation>Asked the table to take back your move…</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>The host closed the table.</translation>
    </message>
    <message>
        <source>Another computer took this seat with its code.</source>
        <translation>Another computer took this seat with its code.</translation>
    </message>
    <message>
        <source>The host ended the game. You return to it when the host resumes it.</source>
        <translation>The host ended the game. You return to it when the host resumes it.</translation>
    </message>
    <message>
        <source>Connection lost, retrying…</source>
        <translation>Connection lost, retrying…</translation>
    </message>
    <message>
        <source>The table could not be reached again.</source>
        <translation>The table could not be reached again.</translation>
    </message>
</context>
<context>
    <name>ReplayPage</name>
    <message>
        <source>Secret: %1</source>
        <extracomment>holds the board&apos;s own side panel, never shown (its prompts and buttons are for play; without a parent it would show itself as a window of its own)</extracomment>
        <translation>Secret: %1</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>Pause (Space)</translation>
    </message>
    <message>
        <source>Play (Space)</source>
        <translation>Play (Space)</translation>
    </message>
    <message numerus="yes">
        <source>Start of the game (%n action(s))</source>
        <translation>
            <numerusform>Start of the game (%n action)</numerusform>
            <numerusform>Start of the game (%n actions)</numerusform>
        </translation>
    </message>
    <message>
        <source>Action %1 of %2: %3</source>
        <translation>Action %1 of %2: %3</translation>
    </message>
    <message>
        <source>The game ended in a draw.</source>
        <translation>The game ended in a draw.</translation>
    </message>
    <message>
        <source>%1 won.</source>
        <translation>%1 won.</translation>
    </message>
    <message>
        <source>%1 won together.</source>
        <translation>%1 won together.</translation>
    </message>
    <message>
        <source>Seen only by %1 at the table</source>
        <translation>Seen only by %1 at the table</translation>
    </message>
    <message>
        <source>Moves (every secret shown)</source>
        <translation>Moves (every secret shown)</translation>
    </message>
    <message>
        <source>Replay: every hand, clue and secret is shown as it was at that moment.</source>
        <translation>Replay: every hand, clue and secret is shown as it was at that moment.</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Moves</translation>
    </message>
    <message>
        <source>Replay of the whole game, action by action.</source>
        <translation>Replay of the whole game, action by action.</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>Close (Esc)</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Board</translation>
    </message>
    <message>
        <source>Move log</source>
        <translation>Move log</translation>
    </message>
    <message>
        <source>Position in the game</source>
        <translation>Position in the game</translation>
    </message>
    <message>
        <source>To the start (Home)</source>
        <translation>To the start (Home)</translation>
    </message>
    <message>
        <source>One action back (Left)</source>
        <translation>One action back (Left)</translation>
    </message>
    <message>
        <source>One action forward (Right)</source>
        <translation>One action forward (Right)</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>To the end (End)</translation>
    </message>
    <message>
        <source>Cannot replay the game</source>
        <translation>Cannot replay the game</translation>
    </message>
    <message>
        <source>This game is not finished yet: only finished games can be replayed.</source>
        <translation>This game is not finished yet: only finished games can be replayed.</translation>
    </message>
</context>
<context>
    <name>ResultCard</name>
    <message>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Play again</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>New game…</translation>
    </message>
    <message>
        <source>Replay (every secret shown)</source>
        <translation>Replay (every secret shown)</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Replay</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message numerus="yes">
        <source>Last %n game(s): %1 won; win rate so far %2 %</source>
        <translation>
            <numerusform>Last %n game: %1 won; win rate so far %2 %</numerusform>
            <numerusform>Last %n games: %1 won; win rate so far %2 %</numerusform>
        </translation>
    </message>
    <message>
        <source>No games yet</source>
        <translation>No games yet</translation>
    </message>
    <message>
        <source>won</source>
        <translation>won</translation>
    </message>
    <message>
        <source>not won</source>
        <translation>not won</translation>
    </message>
    <message>
        <source>win rate so far</source>
        <translation>win rate so far</translation>
    </message>
</context>
<context>
    <name>ServerTableDialog</name>
    <message>
        <source>Play on a table server</source>
        <translation>Play on a table server</translation>
    </message>
    <message>
        <source>A table server hosts the game on a machine every player can reach. Type its address; then choose the players. Each person plays on a computer of their own (or in a browser) with a code.</source>
        <translation>A table server hosts the game on a machine every player can reach. Type its address; then choose the players. Each person plays on a computer of their own (or in a browser) with a code.</translation>
    </message>
    <message>
        <source>Address of the table server</source>
        <translation>Address of the table server</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Address:</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Game:</translation>
    </message>
    <message>
        <source>Choose the players…</source>
        <translation>Choose the players…</translation>
    </message>
    <message>
        <source>Type the table server&apos;s address.</source>
        <translation>Type the table server&apos;s address.</translation>
    </message>
    <message>
        <source>Creating the table…</source>
        <translation>Creating the table…</translation>
    </message>
    <message>
        <source>The table server could not be reached: %1</source>
        <translation>The table server could not be reached: %1</translation>
    </message>
</context>
<context>
    <name>SoundMenu</name>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Sound</translation>
    </message>
    <message>
        <source>Play &amp;sounds</source>
        <translation>Play &amp;sounds</translation>
    </message>
    <message>
        <source>Volume %1 %</source>
        <translation>Volume %1 %</translation>
    </message>
</context>
<context>
    <name>Spion &amp; Spion</name>
    <message>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <source>Black-Red</source>
        <translation>Black-Red</translation>
    </message>
    <message>
        <source>White-Blue</source>
        <translation>White-Blue</translation>
    </message>
    <message>
        <source>left</source>
        <translation>left</translation>
    </message>
    <message>
        <source>right</source>
        <translation>right</translation>
    </message>
    <message>
        <source>middle</source>
        <translation>middle</translation>
    </message>
    <message>
        <source>outside</source>
        <translation>outside</translation>
    </message>
    <message>
        <source>your reserve spy (%1)</source>
        <translation>your reserve spy (%1)</translation>
    </message>
    <message>
        <source>your spy no. %1 (%2)</source>
        <translation>your spy no. %1 (%2)</translation>
    </message>
    <message>
        <source>your spy (%1)</source>
        <translation>your spy (%1)</translation>
    </message>
    <message>
        <source>reserve spy of %1 (%2)</source>
        <translation>reserve spy of %1 (%2)</translation>
    </message>
    <message>
        <source>spy no. %1 of %2 (%3)</source>
        <translation>spy no. %1 of %2 (%3)</translation>
    </message>
    <message>
        <source>spy of %1 (%2)</source>
        <translation>spy of %1 (%2)</translation>
    </message>
    <message>
        <source>%1. of %2</source>
        <translation>%1. of %2</translation>
    </message>
    <message>
        <source>Move 1 field: %1</source>
        <translation>Move 1 field: %1</translation>
    </message>
    <message>
        <source>Move %1 fields: %2</source>
        <translation>Move %1 fields: %2</translation>
    </message>
    <message>
        <source>Move a spy</source>
        <translation>Move a spy</translation>
    </message>
    <message>
        <source>Accuse: %1</source>
        <translation>Accuse: %1</translation>
    </message>
    <message>
        <source>Buy free: %1</source>
        <translation>Buy free: %1</translation>
    </message>
    <message>
        <source>Look at the number: %1</source>
        <translation>Look at the number: %1</translation>
    </message>
    <message>
        <source>Ansicht: look at a number</source>
        <translation>Ansicht: look at a number</translation>
    </message>
    <message>
        <source>Fight next: %1</source>
        <translation>Fight next: %1</translation>
    </message>
    <message>
        <source>Zoff against several enemies</source>
        <translation>Zoff against several enemies</translation>
    </message>
    <message>
        <source>The grey spy attacks: %1</source>
        <translation>The grey spy attacks: %1</translation>
    </message>
    <message>
        <source>Look at no number</source>
        <translation>Look at no number</translation>
    </message>
    <message>
        <source>Set the trap: %1 on %2</source>
        <translation>Set the trap: %1 on %2</translation>
    </message>
    <message>
        <source>Take a pass card</source>
        <translation>Take a pass card</translation>
    </message>
    <message>
        <source>Number %1</source>
        <translation>Number %1</translation>
    </message>
    <message>
        <source>Hot envelope</source>
        <translation>Hot envelope</translation>
    </message>
    <message>
        <source>Your hot envelope</source>
        <translation>Your hot envelope</translation>
    </message>
    <message>
        <source>Zoff card %1</source>
        <translation>Zoff card %1</translation>
    </message>
    <message>
        <source>Keep the Bazong of %1</source>
        <translation>Keep the Bazong of %1</translation>
    </message>
    <message>
        <source>“%1!” You may accuse a spy whenever you like: if your envelope names another number, you leave the game.</source>
        <translation>“%1!” You may accuse a spy whenever you like: if your envelope names another number, you leave the game.</translation>
    </message>
    <message>
        <source>Which of %1&apos;s spies is the traitor, the “%2”? Write 1, 2 or 3 (only you see it).</source>
        <translation>Which of %1&apos;s spies is the traitor, the “%2”? Write 1, 2 or 3 (only you see it).</translation>
    </message>
    <message>
        <source>If you like, first buy free, set a trap or roll the trap die. Then move a spy one field or take a pass card.</source>
        <translation>If you like, first buy free, set a trap or roll the trap die. Then move a spy one field or take a pass card.</translation>
    </message>
    <message>
        <source>Move a spy one field or take a pass card.</source>
        <translation>Move a spy one field or take a pass card.</translation>
    </message>
    <message>
        <source>Move one spy exactly %1 fields.</source>
        <translation>Move one spy exactly %1 fields.</translation>
    </message>
    <message>
        <source>The grey spy helps you: she removes a trap if you like and attacks an enemy outside the embassies.</source>
        <translation>The grey spy helps you: she removes a trap if you like and attacks an enemy outside the embassies.</translation>
    </message>
    <message>
        <source>Ansicht: you may look at the number of one enemy spy (only you see it), or at none. Then you move again.</source>
        <translation>Ansicht: you may look at the number of one enemy spy (only you see it), or at none. Then you move again.</translation>
    </message>
    <message>
        <source>Zoff against several enemies: choose the one you fight next.</source>
        <translation>Zoff against several enemies: choose the one you fight next.</translation>
    </message>
    <message>
        <source>Zoff! Lay down a card: A, B or C.</source>
        <translation>Zoff! Lay down a card: A, B or C.</translation>
    </message>
    <message>
        <source>Your spy holds two Bazongs. Keep one; the other stays on the field.</source>
        <translation>Your spy holds two Bazongs. Keep one; the other stays on the field.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>B</source>
        <extracomment>the colours&apos; short names painted on the board (S, W, SR, WB in German)</extracomment>
        <translation>B</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>BR</source>
        <translation>BR</translation>
    </message>
    <message>
        <source>WB</source>
        <translation>WB</translation>
    </message>
</context>
<context>
    <name>SpionEnding</name>
    <message>
        <source>After the last round both sides have the same money: a draw.</source>
        <translation>After the last round both sides have the same money: a draw.</translation>
    </message>
    <message>
        <source>%1 brought an enemy Bazong home.</source>
        <translation>%1 brought an enemy Bazong home.</translation>
    </message>
    <message>
        <source>%1 has enough Zillionen to win.</source>
        <translation>%1 has enough Zillionen to win.</translation>
    </message>
    <message>
        <source>%1 is the only side left in the game.</source>
        <translation>%1 is the only side left in the game.</translation>
    </message>
    <message>
        <source>%1 has more money after the last round.</source>
        <translation>%1 has more money after the last round.</translation>
    </message>
    <message>
        <source>Black side %1, white side %2 Zillionen</source>
        <translation>Black side %1, white side %2 Zillionen</translation>
    </message>
    <message>
        <source>%1: out of the game</source>
        <translation>%1: out of the game</translation>
    </message>
</context>
<context>
    <name>SpionTexts</name>
    <message>
        <source>the grey spy</source>
        <translation>the grey spy</translation>
    </message>
    <message>
        <source>the reserve spy of %1</source>
        <translation>the reserve spy of %1</translation>
    </message>
    <message>
        <source>a spy of %1</source>
        <translation>a spy of %1</translation>
    </message>
    <message>
        <source>embassy %1</source>
        <translation>embassy %1</translation>
    </message>
    <message>
        <source>field %1</source>
        <translation>field %1</translation>
    </message>
    <message>
        <source>1 Zillion</source>
        <translation>1 Zillion</translation>
    </message>
    <message>
        <source>%1 Zillionen</source>
        <translation>%1 Zillionen</translation>
    </message>
    <message>
        <source>snake</source>
        <translation>snake</translation>
    </message>
    <message>
        <source>magnet</source>
        <translation>magnet</translation>
    </message>
    <message>
        <source>bottle</source>
        <translation>bottle</translation>
    </message>
    <message>
        <source>2 fields</source>
        <translation>2 fields</translation>
    </message>
    <message>
        <source>3 fields</source>
        <translation>3 fields</translation>
    </message>
    <message>
        <source>4 fields</source>
        <translation>4 fields</translation>
    </message>
    <message>
        <source>nothing happens</source>
        <translation>nothing happens</translation>
    </message>
    <message>
        <source>3 Zillionen</source>
        <translation>3 Zillionen</translation>
    </message>
    <message>
        <source>the grey spy helps</source>
        <translation>the grey spy helps</translation>
    </message>
    <message>
        <source>look at a number</source>
        <translation>look at a number</translation>
    </message>
    <message>
        <source>captured Bazongs go home</source>
        <translation>captured Bazongs go home</translation>
    </message>
    <message>
        <source>black side</source>
        <translation>black side</translation>
    </message>
    <message>
        <source>white side</source>
        <translation>white side</translation>
    </message>
    <message>
        <source>the Bazong of %1</source>
        <translation>the Bazong of %1</translation>
    </message>
    <message>
        <source>Embassy %1</source>
        <translation>Embassy %1</translation>
    </message>
    <message>
        <source>Dungeon %1</source>
        <translation>Dungeon %1</translation>
    </message>
    <message>
        <source>Coal box</source>
        <translation>Coal box</translation>
    </message>
    <message>
        <source>Grey spy</source>
        <translation>Grey spy</translation>
    </message>
    <message>
        <source>Black pass cards</source>
        <translation>Black pass cards</translation>
    </message>
    <message>
        <source>White pass cards</source>
        <translation>White pass cards</translation>
    </message>
    <message>
        <source>out</source>
        <translation>out</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>%1: trap die against the %2 – how often do you roll? You pay first; nothing is refunded.</source>
        <translation>%1: trap die against the %2 – how often do you roll? You pay first; nothing is refunded.</translation>
    </message>
    <message>
        <source>%1 moves again: a spy one field forward, or a pass card.</source>
        <translation>%1 moves again: a spy one field forward, or a pass card.</translation>
    </message>
    <message>
        <source>%1: %2 – move one spy exactly %3 fields.</source>
        <translation>%1: %2 – move one spy exactly %3 fields.</translation>
    </message>
    <message>
        <source>%1: the grey spy helps you. She removes a trap if you like and attacks an enemy outside the embassies.</source>
        <translation>%1: the grey spy helps you. She removes a trap if you like and attacks an enemy outside the embassies.</translation>
    </message>
    <message>
        <source>%1: “%2!” Click the spy you accuse (or arrow keys and Enter). If your envelope names another number, you leave the game.</source>
        <translation>%1: “%2!” Click the spy you accuse (or arrow keys and Enter). If your envelope names another number, you leave the game.</translation>
    </message>
    <message>
        <source>%1: click an empty field for the %2 (2 Zillionen), or arrow keys and Enter.</source>
        <translation>%1: click an empty field for the %2 (2 Zillionen), or arrow keys and Enter.</translation>
    </message>
    <message>
        <source>%1: click the spy you buy free (1 Zillion), or arrow keys and Enter.</source>
        <translation>%1: click the spy you buy free (1 Zillion), or arrow keys and Enter.</translation>
    </message>
    <message>
        <source>%1: click the enemy the grey spy attacks (outside the embassies), or arrow keys and Enter.</source>
        <translation>%1: click the enemy the grey spy attacks (outside the embassies), or arrow keys and Enter.</translation>
    </message>
    <message>
        <source>%1: if you like, first buy free, set a trap or roll the trap die. Then move a spy one field (click it, or arrow keys and Enter) or take a pass card (keys 1–3).</source>
        <translation>%1: if you like, first buy free, set a trap or roll the trap die. Then move a spy one field (click it, or arrow keys and Enter) or take a pass card (keys 1–3).</translation>
    </message>
    <message>
        <source>%1: move a spy one field (click it, or arrow keys and Enter) or take a pass card (keys 1–3).</source>
        <translation>%1: move a spy one field (click it, or arrow keys and Enter) or take a pass card (keys 1–3).</translation>
    </message>
    <message>
        <source>%1: Zoff against several enemies – click the one you fight next (or arrow keys and Enter).</source>
        <translation>%1: Zoff against several enemies – click the one you fight next (or arrow keys and Enter).</translation>
    </message>
    <message>
        <source>%1: Zoff – choose your card.</source>
        <translation>%1: Zoff – choose your card.</translation>
    </message>
    <message>
        <source>%1: your spy holds two Bazongs. Keep one; the other stays on the field.</source>
        <translation>%1: your spy holds two Bazongs. Keep one; the other stays on the field.</translation>
    </message>
    <message>
        <source>%1: write your envelope.</source>
        <translation>%1: write your envelope.</translation>
    </message>
    <message>
        <source>Take pass card %1</source>
        <translation>Take pass card %1</translation>
    </message>
    <message>
        <source>%1, number %2</source>
        <translation>%1, number %2</translation>
    </message>
    <message>
        <source>Once (1 Zillion)</source>
        <translation>Once (1 Zillion)</translation>
    </message>
    <message>
        <source>Twice (3 Zillionen)</source>
        <translation>Twice (3 Zillionen)</translation>
    </message>
    <message>
        <source>3 times (5 Zillionen)</source>
        <translation>3 times (5 Zillionen)</translation>
    </message>
    <message>
        <source>Nobody to attack: done</source>
        <translation>Nobody to attack: done</translation>
    </message>
    <message>
        <source>Pass card %1</source>
        <translation>Pass card %1</translation>
    </message>
    <message>
        <source>Buy a spy free (1 Zillion)</source>
        <translation>Buy a spy free (1 Zillion)</translation>
    </message>
    <message>
        <source>Set the %1 (2 Zillionen)…</source>
        <translation>Set the %1 (2 Zillionen)…</translation>
    </message>
    <message>
        <source>Trap die against the %1…</source>
        <translation>Trap die against the %1…</translation>
    </message>
    <message>
        <source>She removes no trap…</source>
        <translation>She removes no trap…</translation>
    </message>
    <message>
        <source>She removes the %1…</source>
        <translation>She removes the %1…</translation>
    </message>
    <message>
        <source>“%1!” Accuse a spy…</source>
        <translation>“%1!” Accuse a spy…</translation>
    </message>
    <message>
        <source>%1: Ansicht – click the enemy spy whose number you want to see (or arrow keys and Enter). Only you will see it. You may also look at none.</source>
        <translation>%1: Ansicht – click the enemy spy whose number you want to see (or arrow keys and Enter). Only you will see it. You may also look at none.</translation>
    </message>
    <message>
        <source>You looked: %1 has number %2.</source>
        <translation>You looked: %1 has number %2.</translation>
    </message>
    <message>
        <source>You are watching: every secret is shown.</source>
        <translation>You are watching: every secret is shown.</translation>
    </message>
    <message>
        <source>Your secrets are shown while you hold the button.</source>
        <translation>Your secrets are shown while you hold the button.</translation>
    </message>
    <message>
        <source>Hold to show %1&apos;s secrets</source>
        <translation>Hold to show %1&apos;s secrets</translation>
    </message>
    <message>
        <source>Which of %1&apos;s spies is the traitor, the “%2”? Write a number from 1 to 3. Only you will see it; nobody knows yet which spy has which number.</source>
        <translation>Which of %1&apos;s spies is the traitor, the “%2”? Write a number from 1 to 3. Only you will see it; nobody knows yet which spy has which number.</translation>
    </message>
    <message>
        <source>%1: your hot envelope</source>
        <translation>%1: your hot envelope</translation>
    </message>
    <message>
        <source>The grey spy attacks %1 on %2 for you. Choose her plan: A, B or C. If the defender guesses it, she loses.</source>
        <translation>The grey spy attacks %1 on %2 for you. Choose her plan: A, B or C. If the defender guesses it, she loses.</translation>
    </message>
    <message>
        <source>Your spy attacks %1 on %2. Choose your plan: A, B or C. If the defender guesses it, you lose.</source>
        <translation>Your spy attacks %1 on %2. Choose your plan: A, B or C. If the defender guesses it, you lose.</translation>
    </message>
    <message>
        <source>%3 attacks your spy on %2. Guess the attacker&apos;s plan: A, B or C. If you guess it, you win.</source>
        <translation>%3 attacks your spy on %2. Guess the attacker&apos;s plan: A, B or C. If you guess it, you win.</translation>
    </message>
    <message>
        <source>Zoff! %1, lay down a card</source>
        <translation>Zoff! %1, lay down a card</translation>
    </message>
    <message>
        <source>%1 writes the number %2 into the hot envelope</source>
        <translation>%1 writes the number %2 into the hot envelope</translation>
    </message>
    <message>
        <source>%1 looks at %2: number %3</source>
        <translation>%1 looks at %2: number %3</translation>
    </message>
    <message>
        <source>%1 lays down the Zoff card %2</source>
        <translation>%1 lays down the Zoff card %2</translation>
    </message>
    <message>
        <source>%1 has written the hot envelope</source>
        <translation>%1 has written the hot envelope</translation>
    </message>
    <message>
        <source>%1 buys a spy free</source>
        <translation>%1 buys a spy free</translation>
    </message>
    <message>
        <source>%1 sets a trap on %2: %3</source>
        <translation>%1 sets a trap on %2: %3</translation>
    </message>
    <message>
        <source>Trap removed from %1: %2</source>
        <translation>Trap removed from %1: %2</translation>
    </message>
    <message>
        <source>%1 rolls the trap die: %2</source>
        <translation>%1 rolls the trap die: %2</translation>
    </message>
    <message>
        <source>%1 moves a spy: %2 → %3</source>
        <translation>%1 moves a spy: %2 → %3</translation>
    </message>
    <message>
        <source>%1 takes pass card %2: %3</source>
        <translation>%1 takes pass card %2: %3</translation>
    </message>
    <message>
        <source>%1&apos;s %2 card has no effect</source>
        <translation>%1&apos;s %2 card has no effect</translation>
    </message>
    <message>
        <source>%1 shows number %2</source>
        <translation>%1 shows number %2</translation>
    </message>
    <message>
        <source>Ansicht: %1 looks at no number</source>
        <translation>Ansicht: %1 looks at no number</translation>
    </message>
    <message>
        <source>Ansicht: %1 looks at a number: %2</source>
        <translation>Ansicht: %1 looks at a number: %2</translation>
    </message>
    <message>
        <source>Zoff! %1 attacks %2</source>
        <translation>Zoff! %1 attacks %2</translation>
    </message>
    <message>
        <source>%1 lays down a Zoff card, face down</source>
        <translation>%1 lays down a Zoff card, face down</translation>
    </message>
    <message>
        <source>Zoff cards: %1 %2 against %3 %4 – %5 wins</source>
        <translation>Zoff cards: %1 %2 against %3 %4 – %5 wins</translation>
    </message>
    <message>
        <source>%1 goes to the dungeon</source>
        <translation>%1 goes to the dungeon</translation>
    </message>
    <message>
        <source>%1 gets %2 from the coal box</source>
        <translation>%1 gets %2 from the coal box</translation>
    </message>
    <message>
        <source>%1 pays %2 into the coal box</source>
        <translation>%1 pays %2 into the coal box</translation>
    </message>
    <message>
        <source>%1 pays %2 to %3</source>
        <translation>%1 pays %2 to %3</translation>
    </message>
    <message>
        <source>%1 is now carried by %2</source>
        <translation>%1 is now carried by %2</translation>
    </message>
    <message>
        <source>%1 lies on %2</source>
        <translation>%1 lies on %2</translation>
    </message>
    <message>
        <source>%1 is back home</source>
        <translation>%1 is back home</translation>
    </message>
    <message>
        <source>%1: “%2!” %3 with number %4 is the traitor and leaves the game</source>
        <translation>%1: “%2!” %3 with number %4 is the traitor and leaves the game</translation>
    </message>
    <message>
        <source>%1: “%2!” Wrong: %3 has number %4, the envelope says %5</source>
        <translation>%1: “%2!” Wrong: %3 has number %4, the envelope says %5</translation>
    </message>
    <message>
        <source>%1 cannot pay and leaves the game</source>
        <translation>%1 cannot pay and leaves the game</translation>
    </message>
    <message>
        <source>%1 named a wrong traitor and leaves the game</source>
        <translation>%1 named a wrong traitor and leaves the game</translation>
    </message>
    <message>
        <source>The game ends in a draw: equal money after the last round</source>
        <translation>The game ends in a draw: equal money after the last round</translation>
    </message>
    <message>
        <source>an enemy Bazong is home</source>
        <translation>an enemy Bazong is home</translation>
    </message>
    <message>
        <source>enough Zillionen</source>
        <translation>enough Zillionen</translation>
    </message>
    <message>
        <source>the other side is out</source>
        <translation>the other side is out</translation>
    </message>
    <message>
        <source>more money after the last round</source>
        <translation>more money after the last round</translation>
    </message>
    <message>
        <source>%1 wins (%2): %3</source>
        <translation>%1 wins (%2): %3</translation>
    </message>
    <message>
        <source>in the dungeon</source>
        <extracomment>the log line of each event class (the others get none)</extracomment>
        <translation>in the dungeon</translation>
    </message>
    <message>
        <source>waiting outside (reserve)</source>
        <translation>waiting outside (reserve)</translation>
    </message>
    <message>
        <source>out of the game</source>
        <translation>out of the game</translation>
    </message>
    <message>
        <source>%1: number %2</source>
        <translation>%1: number %2</translation>
    </message>
    <message>
        <source>Your spies: %1</source>
        <translation>Your spies: %1</translation>
    </message>
    <message>
        <source>Your envelope: number %1</source>
        <translation>Your envelope: number %1</translation>
    </message>
    <message>
        <source>%1 carries %2</source>
        <translation>%1 carries %2</translation>
    </message>
    <message>
        <source>number %1</source>
        <translation>number %1</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>face down</translation>
    </message>
    <message>
        <source>not written yet</source>
        <translation>not written yet</translation>
    </message>
    <message>
        <source>(used)</source>
        <translation>(used)</translation>
    </message>
    <message>
        <source>Hot envelopes with %1: %2</source>
        <translation>Hot envelopes with %1: %2</translation>
    </message>
    <message>
        <source>Pass cards, %1: %2</source>
        <translation>Pass cards, %1: %2</translation>
    </message>
    <message>
        <source>on top: %1</source>
        <translation>on top: %1</translation>
    </message>
    <message>
        <source>Round %1 · coal box: %2 · black side %3, white side %4 of %5</source>
        <translation>Round %1 · coal box: %2 · black side %3, white side %4 of %5</translation>
    </message>
    <message>
        <source>Bazongs: all at home</source>
        <translation>Bazongs: all at home</translation>
    </message>
    <message>
        <source>%1: carried, on %2</source>
        <translation>%1: carried, on %2</translation>
    </message>
    <message>
        <source>%1: lying on %2</source>
        <translation>%1: lying on %2</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Resume</source>
        <translation>Resume</translation>
    </message>
    <message>
        <source>An autosave that cannot be opened: %1</source>
        <translation>An autosave that cannot be opened: %1</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>Why?</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2, after %n move(s)</source>
        <translation>
            <numerusform>%1: %2, after %n move</numerusform>
            <numerusform>%1: %2, after %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Show %n older game(s)</source>
        <translation>
            <numerusform>Show %n older game</numerusform>
            <numerusform>Show %n older games</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Discard</translation>
    </message>
    <message>
        <source>Choose a game</source>
        <translation>Choose a game</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Records</translation>
    </message>
    <message>
        <source>Records: the players&apos; results</source>
        <translation>Records: the players&apos; results</translation>
    </message>
    <message>
        <source>Continue where you left off</source>
        <translation>Continue where you left off</translation>
    </message>
</context>
<context>
    <name>_ListAll</name>
    <message>
        <source>Press the down arrow to choose a name played before, or type a new one.</source>
        <translation>Press the down arrow to choose a name played before, or type a new one.</translation>
    </message>
</context>
</TS>
