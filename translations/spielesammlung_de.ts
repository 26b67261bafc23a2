<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Accessible</name>
    <message>
        <source>%1 acts out of turn</source>
        <extracomment>announce the lines of the move log (the setting &quot;announcements&quot;); the main window sets it called with every announcement as sent (for tests) the last text announced (the repeat key says it again)</extracomment>
        <translation>%1 handelt außer der Reihe</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>%1 ist am Zug</translation>
    </message>
    <message>
        <source>Cursor: %1</source>
        <translation>Cursor: %1</translation>
    </message>
    <message>
        <source>Selected: %1</source>
        <translation>Gewählt: %1</translation>
    </message>
    <message>
        <source>Nothing to choose now</source>
        <translation>Jetzt gibt es nichts zu wählen</translation>
    </message>
    <message>
        <source>%1 choices:</source>
        <translation>%1 Möglichkeiten:</translation>
    </message>
</context>
<context>
    <name>Allianz</name>
    <message>
        <source>Cancel your small alliance; your partner names %1 to %2 moves</source>
        <translation>Die kleine Allianz kündigen; dein Partner verlangt %1 bis %2 Züge Frist</translation>
    </message>
    <message>
        <source>to %1 via %2</source>
        <extracomment>steps that bind at once and cannot be taken back (the desktop asks first)</extracomment>
        <translation>nach %1 über %2</translation>
    </message>
    <message>
        <source>to %1</source>
        <translation>nach %1</translation>
    </message>
    <message>
        <source>captures %1</source>
        <translation>schlägt %1</translation>
    </message>
    <message>
        <source>Piece on %1</source>
        <translation>Stein auf %1</translation>
    </message>
    <message>
        <source>Ally with %1</source>
        <translation>Bündnis mit %1</translation>
    </message>
    <message>
        <source>%1 moves</source>
        <translation>%1 Züge</translation>
    </message>
    <message>
        <source>Ally&apos;s piece on %1</source>
        <translation>Stein des Verbündeten auf %1</translation>
    </message>
    <message>
        <source>%1 proposes a small alliance to you: accept?</source>
        <translation>%1 schlägt dir eine kleine Allianz vor: annehmen?</translation>
    </message>
    <message>
        <source>%1 proposes a grand alliance to you: accept?</source>
        <translation>%1 schlägt dir eine große Allianz vor: annehmen?</translation>
    </message>
    <message>
        <source>%1 gives you notice of your small alliance: how many moves of notice?</source>
        <translation>%1 kündigt dir die kleine Allianz: wie viele Züge Frist?</translation>
    </message>
    <message>
        <source>%1 offers a draw: accept?</source>
        <translation>%1 bietet ein Unentschieden an: annehmen?</translation>
    </message>
    <message>
        <source>You may put your new ally&apos;s pieces standing in your truce zone next to it.</source>
        <translation>Du darfst die Steine deines neuen Verbündeten, die in deinem Burgfrieden stehen, an den Rand der Zone setzen.</translation>
    </message>
    <message>
        <source>None of your pieces can move: you pass.</source>
        <translation>Keiner deiner Steine kann ziehen: Du setzt aus.</translation>
    </message>
    <message>
        <source>Move a piece: one step, or a chain of jumps.</source>
        <translation>Ziehe einen Stein: einen Schritt oder eine Kette von Sprüngen.</translation>
    </message>
    <message>
        <source>Out of turn you may propose an alliance or give notice.</source>
        <translation>Außerhalb deines Zuges darfst du ein Bündnis vorschlagen oder kündigen.</translation>
    </message>
</context>
<context>
    <name>AllianzTexts</name>
    <message>
        <source>Every other party is defeated.</source>
        <translation>Alle anderen Parteien sind besiegt.</translation>
    </message>
    <message>
        <source>The move limit is reached.</source>
        <translation>Die Zuggrenze ist erreicht.</translation>
    </message>
    <message>
        <source>The players agreed on a draw.</source>
        <translation>Die Spieler haben sich auf ein Unentschieden geeinigt.</translation>
    </message>
    <message>
        <source>%1: defeated</source>
        <translation>%1: besiegt</translation>
    </message>
    <message>
        <source>A, red circle</source>
        <extracomment>the parties A-D by letter, colour and shape (the desktop&apos;s words too)</extracomment>
        <translation>A, roter Kreis</translation>
    </message>
    <message>
        <source>B, blue square</source>
        <translation>B, blaues Quadrat</translation>
    </message>
    <message>
        <source>C, yellow triangle</source>
        <translation>C, gelbes Dreieck</translation>
    </message>
    <message>
        <source>D, white hexagon</source>
        <translation>D, weißes Sechseck</translation>
    </message>
    <message>
        <source>Several chains end there, capturing different pieces: choose one below or click a square of its path (Tab switches, Enter confirms, Escape: back).</source>
        <translation>Mehrere Sprungketten enden dort und schlagen verschiedene Steine: Wähle unten eine aus oder klicke ein Feld ihres Wegs an (Tab wechselt, Enter bestätigt, Escape: zurück).</translation>
    </message>
    <message>
        <source>Click a marked square, or go there with Tab or the arrow keys and press Enter (Escape: back).</source>
        <translation>Klicke ein markiertes Feld an oder geh mit Tab oder den Pfeiltasten hin und drücke Eingabe (Escape: zurück).</translation>
    </message>
    <message>
        <source>Click a piece of your new ally in your truce zone, or pick it with Tab and Enter.</source>
        <translation>Klicke einen Stein deines neuen Verbündeten in deiner Burgfriedenszone an oder wähle ihn mit Tab und Eingabe.</translation>
    </message>
    <message>
        <source>Click one of your pieces, or pick it with Tab and Enter. F6: to the diplomacy panel and back.</source>
        <translation>Klicke einen deiner Steine an oder wähle ihn mit Tab und Eingabe. F6: zur Diplomatie-Leiste und zurück.</translation>
    </message>
    <message>
        <source>Capture nothing</source>
        <translation>Nichts schlagen</translation>
    </message>
    <message>
        <source>Capture %1</source>
        <translation>%1 schlagen</translation>
    </message>
    <message>
        <source>impassable</source>
        <translation>unbegehbar</translation>
    </message>
    <message>
        <source>castle of %1</source>
        <translation>Burg von %1</translation>
    </message>
    <message>
        <source>truce zone of %1</source>
        <translation>Burgfrieden von %1</translation>
    </message>
    <message>
        <source>closed to %1</source>
        <translation>gesperrt für %1</translation>
    </message>
    <message>
        <source>piece of %1</source>
        <translation>Stein von %1</translation>
    </message>
    <message>
        <source>the last move ended here</source>
        <translation>der letzte Zug endete hier</translation>
    </message>
    <message>
        <source>the last move started here</source>
        <translation>der letzte Zug begann hier</translation>
    </message>
    <message>
        <source>the last move jumped via here</source>
        <translation>der letzte Zug sprang über dieses Feld</translation>
    </message>
    <message>
        <source>you can move this piece</source>
        <translation>du kannst diesen Stein ziehen</translation>
    </message>
    <message>
        <source>reachable: %1</source>
        <translation>erreichbar: %1</translation>
    </message>
    <message>
        <source>the piece on %1, way %2 of %3: %4</source>
        <translation>der Stein auf %1, Weg %2 von %3: %4</translation>
    </message>
    <message>
        <source>the piece on %1</source>
        <translation>der Stein auf %1</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>Row %1: %2</source>
        <translation>Reihe %1: %2</translation>
    </message>
    <message>
        <source>Diplomacy</source>
        <translation>Diplomatie</translation>
    </message>
    <message>
        <source>%1 – %2: defeated</source>
        <translation>%1 – %2: besiegt</translation>
    </message>
    <message>
        <source>%1 – %2 – pieces: %3</source>
        <translation>%1 – %2 – Steine: %3</translation>
    </message>
    <message>
        <source>%1 &amp; %2 (small)</source>
        <translation>%1 &amp; %2 (klein)</translation>
    </message>
    <message>
        <source>%1 &amp; %2 (grand)</source>
        <translation>%1 &amp; %2 (groß)</translation>
    </message>
    <message>
        <source>Alliances: %1</source>
        <translation>Bündnisse: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 asks for %n move(s) of notice and takes %n chip(s)</source>
        <translation>
            <numerusform>%1 verlangt eine Frist von %n Zug und nimmt %n Chip</numerusform>
            <numerusform>%1 verlangt eine Frist von %n Zügen und nimmt %n Chips</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n piece(s) left</source>
        <translation>
            <numerusform>%1: noch %n Stein</numerusform>
            <numerusform>%1: noch %n Steine</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s piece on %2</source>
        <translation>den Stein von %1 auf %2</translation>
    </message>
    <message>
        <source>captures %1</source>
        <translation>schlägt %1</translation>
    </message>
    <message>
        <source>enters the castle of %1</source>
        <translation>betritt die Burg von %1</translation>
    </message>
    <message>
        <source>%1 cannot move and passes</source>
        <translation>%1 kann nicht ziehen und setzt aus</translation>
    </message>
    <message>
        <source>%1 proposes a small alliance to %2</source>
        <translation>%1 schlägt %2 eine kleine Allianz vor</translation>
    </message>
    <message>
        <source>%1 proposes a grand alliance to %2</source>
        <translation>%1 schlägt %2 eine große Allianz vor</translation>
    </message>
    <message>
        <source>%1 declines</source>
        <translation>%1 lehnt ab</translation>
    </message>
    <message>
        <source>%1 and %2 form a small alliance</source>
        <translation>%1 und %2 schließen eine kleine Allianz</translation>
    </message>
    <message>
        <source>%1 and %2 form a grand alliance</source>
        <translation>%1 und %2 schließen eine große Allianz</translation>
    </message>
    <message>
        <source>%1 puts the piece on %2 outside the truce zone, onto %3</source>
        <translation>%1 setzt den Stein von %2 aus dem Burgfrieden auf %3</translation>
    </message>
    <message>
        <source>%1 gives %2 notice of their small alliance</source>
        <translation>%1 kündigt %2 die kleine Allianz</translation>
    </message>
    <message>
        <source>%1 waives the notice</source>
        <translation>%1 verzichtet auf die Kündigungsfrist</translation>
    </message>
    <message>
        <source>%1 returns a notice chip (%2 left)</source>
        <translation>%1 gibt einen Chip zurück (noch %2)</translation>
    </message>
    <message>
        <source>%1 betrays %2 and can never ally again!</source>
        <translation>%1 verrät %2 und kann sich nie mehr verbünden!</translation>
    </message>
    <message>
        <source>The notice is over: the alliance of %1 and %2 ends</source>
        <translation>Die Frist ist um: Das Bündnis von %1 und %2 endet</translation>
    </message>
    <message>
        <source>The alliance of %1 and %2 ends at once</source>
        <translation>Die Allianz von %1 und %2 endet sofort</translation>
    </message>
    <message>
        <source>The alliance of %1 and %2 is broken</source>
        <translation>Das Bündnis von %1 und %2 ist gebrochen</translation>
    </message>
    <message>
        <source>The alliance of %1 and %2 ends with a defeat</source>
        <translation>Das Bündnis von %1 und %2 endet mit einer Niederlage</translation>
    </message>
    <message>
        <source>Only two parties are left: the alliance of %1 and %2 ends</source>
        <translation>Nur noch zwei Parteien im Spiel: Das Bündnis von %1 und %2 endet</translation>
    </message>
    <message>
        <source>The castle of %1 has fallen: %1 is defeated</source>
        <translation>Die Burg von %1 ist gefallen: %1 ist besiegt</translation>
    </message>
    <message>
        <source>The lone fighter has entered the castle of %1: %1 is defeated</source>
        <translation>Der Einzelkämpfer ist in die Burg von %1 eingedrungen: %1 ist besiegt</translation>
    </message>
    <message>
        <source>Both castles of the alliance are taken: %1 is defeated</source>
        <translation>Beide Burgen der Allianz sind besetzt: %1 ist besiegt</translation>
    </message>
    <message>
        <source>%1 has no pieces left and is defeated</source>
        <translation>%1 hat keine Steine mehr und ist besiegt</translation>
    </message>
    <message>
        <source>%1 resigns</source>
        <translation>%1 gibt auf</translation>
    </message>
    <message>
        <source>%1 offers a draw</source>
        <translation>%1 bietet ein Unentschieden an</translation>
    </message>
    <message>
        <source>%1 declines the draw</source>
        <translation>%1 lehnt das Unentschieden ab</translation>
    </message>
    <message>
        <source>%1 wins the battle!</source>
        <translation>%1 gewinnt die Schlacht!</translation>
    </message>
    <message>
        <source>The move limit is reached: the game ends in a draw</source>
        <translation>Die Zuggrenze ist erreicht: Das Spiel endet unentschieden</translation>
    </message>
    <message>
        <source>The players agree on a draw</source>
        <translation>Die Spieler einigen sich auf ein Unentschieden</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>Seat code</source>
        <translation>Platzcode</translation>
    </message>
    <message>
        <source>Type the code the host gave you for your seat.</source>
        <translation>Tippe den Code ein, den dir der Gastgeber für deinen Platz gegeben hat.</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Beitreten</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Spielbrett</translation>
    </message>
    <message>
        <source>Arrow keys move the cursor, Enter chooses, number keys pick a choice.</source>
        <translation>Pfeiltasten bewegen den Cursor, Enter wählt, Zifferntasten wählen eine Möglichkeit.</translation>
    </message>
    <message>
        <source>Your choices</source>
        <translation>Deine Möglichkeiten</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Du bist dran</translation>
    </message>
    <message>
        <source>You may act now</source>
        <translation>Du kannst jetzt handeln</translation>
    </message>
    <message>
        <source>Waiting for %1…</source>
        <translation>Warte auf %1 …</translation>
    </message>
    <message>
        <source>Waiting for the others…</source>
        <translation>Warte auf die anderen …</translation>
    </message>
    <message>
        <source>Sent; waiting for the table…</source>
        <translation>Gesendet; der Tisch ist dran…</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Du hast gewonnen!</translation>
    </message>
    <message>
        <source>Winners: %1</source>
        <translation>Gewonnen: %1</translation>
    </message>
    <message>
        <source>The game ends in a draw.</source>
        <translation>Das Spiel endet unentschieden.</translation>
    </message>
    <message>
        <source>Watching</source>
        <translation>Zuschauer</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Verbinde …</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>Verbunden</translation>
    </message>
    <message>
        <source>Connection lost. Reconnecting…</source>
        <translation>Verbindung verloren. Verbinde neu …</translation>
    </message>
    <message>
        <source>The host did not take this code.</source>
        <translation>Der Gastgeber hat diesen Code nicht angenommen.</translation>
    </message>
    <message>
        <source>Press again to confirm: %1</source>
        <translation>Zum Bestätigen noch einmal drücken: %1</translation>
    </message>
    <message>
        <source>All choices (Escape)</source>
        <translation>Alle Möglichkeiten (Escape)</translation>
    </message>
    <message>
        <source>Move %1: %2</source>
        <translation>Zug %1: %2</translation>
    </message>
    <message>
        <source>%1: choose one of %2.</source>
        <translation>%1: Wähle eine von %2.</translation>
    </message>
    <message>
        <source>%1, can be chosen</source>
        <translation>%1, wählbar</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>white</source>
        <translation>weiß</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>gelb</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Column %1: %2 dice</source>
        <translation>Spalte %1: %2 Würfel</translation>
    </message>
    <message>
        <source>%1: %2 points</source>
        <translation>%1: %2 Punkte</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 Punkte</translation>
    </message>
    <message>
        <source>Field %1</source>
        <translation>Feld %1</translation>
    </message>
    <message>
        <source>Spy %1 (%2)</source>
        <translation>Spion %1 (%2)</translation>
    </message>
    <message>
        <source>Embassy</source>
        <translation>Botschaft</translation>
    </message>
    <message>
        <source>Alfred</source>
        <translation>Alfred</translation>
    </message>
    <message>
        <source>Dungeon</source>
        <translation>Verlies</translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation>Reserve</translation>
    </message>
    <message>
        <source>black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>black-red</source>
        <translation>Schwarz-Rot</translation>
    </message>
    <message>
        <source>white-blue</source>
        <translation>Weiß-Blau</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>Grau</translation>
    </message>
    <message>
        <source>Pass card %1</source>
        <translation>Passierkarte %1</translation>
    </message>
    <message>
        <source>Envelope</source>
        <translation>Umschlag</translation>
    </message>
    <message>
        <source>Pass card: %1 fields</source>
        <translation>Passierkarte: %1 Felder</translation>
    </message>
    <message>
        <source>%1: %2 Zillionen</source>
        <translation>%1: %2 Zillionen</translation>
    </message>
    <message>
        <source>Deck: %1 cards</source>
        <translation>Stapel: %1 Karten</translation>
    </message>
    <message>
        <source>%1 accuses %2</source>
        <translation>%1 beschuldigt %2</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>Der Gastgeber hat den Tisch geschlossen.</translation>
    </message>
    <message>
        <source>This seat is played on another device now.</source>
        <translation>Dieser Platz wird jetzt auf einem anderen Gerät gespielt.</translation>
    </message>
    <message>
        <source>Replay (every secret shown)</source>
        <translation>Wiederholung (alle Geheimnisse offen)</translation>
    </message>
    <message>
        <source>Replay of the game</source>
        <translation>Wiederholung der Partie</translation>
    </message>
    <message>
        <source>The replay of the game is ready, every secret shown.</source>
        <translation>Die Wiederholung der Partie ist bereit, alle Geheimnisse offen.</translation>
    </message>
    <message>
        <source>The replay of the game is ready.</source>
        <translation>Die Wiederholung der Partie ist bereit.</translation>
    </message>
    <message>
        <source>The start of the game</source>
        <translation>Der Anfang der Partie</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>Zug %1 von %2</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Vor</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>Step through the game</source>
        <translation>Schritt für Schritt durch die Partie</translation>
    </message>
    <message>
        <source>Left and Right arrow keys step, Home and End jump, Escape closes.</source>
        <translation>Pfeiltasten links und rechts gehen einen Zug, Pos1 und Ende springen, Escape schließt.</translation>
    </message>
    <message>
        <source>Close the replay</source>
        <translation>Wiederholung schließen</translation>
    </message>
    <message>
        <source>The game is over at the host.</source>
        <translation>Das Spiel beim Gastgeber ist beendet.</translation>
    </message>
    <message>
        <source>The host did not answer. Try again.</source>
        <translation>Der Gastgeber hat nicht geantwortet. Versuch es noch einmal.</translation>
    </message>
    <message>
        <source>Clue side %1</source>
        <translation>Hinweisseite %1</translation>
    </message>
    <message>
        <source>Chip %1 of %2</source>
        <translation>Chip %1 von %2</translation>
    </message>
    <message>
        <source>Piece of party %1 on %2</source>
        <translation>Figur der Partei %1 auf %2</translation>
    </message>
    <message>
        <source>Your clue: %1</source>
        <translation>Dein Hinweis: %1</translation>
    </message>
    <message>
        <source>%1: %2 chips</source>
        <translation>%1: %2 Chips</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Runde %1 von %2</translation>
    </message>
    <message>
        <source>Party %1</source>
        <translation>Partei %1</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Du bist nicht dran.</translation>
    </message>
    <message>
        <source>That is not possible any more.</source>
        <translation>Das geht jetzt nicht mehr.</translation>
    </message>
    <message>
        <source>Slow down, please.</source>
        <translation>Bitte langsamer.</translation>
    </message>
</context>
<context>
    <name>BoardUi</name>
    <message>
        <source>Act out of turn</source>
        <extracomment>the board is a grid of squares: a screen reader is told its view is a table (else a canvas); its texts name the squares (`reader_text`) the own view of the human on turn, for a &quot;hold to show mine&quot; button (set by the shell) the human seats, and look(player, page): that human looks at their own secrets at any moment, on the secret page `page` makes of their view (set by the shell) the humans at the shared screen (not on a phone): only they get controls there; the controller keeps it current (a seat may switch to or from its phone) items painted as the view&apos;s background, rendered once per view size (see set_backdrop) the smallest size to give paint.font so a text is 11 px on screen (see view_scaled)</extracomment>
        <translation>Außer der Reihe handeln</translation>
    </message>
    <message>
        <source>%1 decides on the phone</source>
        <translation>%1 entscheidet am Handy</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>%1 decide on their phones</source>
        <translation>%1 entscheiden an ihren Handys</translation>
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
        <translation>Eine Katze beschuldigen</translation>
    </message>
    <message>
        <source>Café Adler: your chip %1 (%2)</source>
        <translation>Café Adler: dein Chip %1 (%2)</translation>
    </message>
    <message>
        <source>Swap for %1&apos;s chip %2</source>
        <translation>Gegen Chip %2 von %1 tauschen</translation>
    </message>
    <message>
        <source>Choose the side of your clue tile that counts this round (only you see it).</source>
        <translation>Wähle die Seite deines Hinweisplättchens, die in dieser Runde gilt (nur du siehst sie).</translation>
    </message>
    <message>
        <source>Café Adler: swap a Café Adler chip for another agent&apos;s chip of the same colour, or keep your chips.</source>
        <translation>Café Adler: Tausche einen Café-Adler-Chip gegen einen Chip derselben Farbe eines anderen Agenten oder behalte deine Chips.</translation>
    </message>
    <message>
        <source>The deck is empty: accuse a cat.</source>
        <translation>Der Stapel ist leer: Beschuldige eine Katze.</translation>
    </message>
    <message>
        <source>Draw a card, or accuse a cat.</source>
        <translation>Ziehe eine Karte oder beschuldige eine Katze.</translation>
    </message>
    <message>
        <source>You may accuse a cat at any moment, also out of turn.</source>
        <translation>Du darfst jederzeit eine Katze beschuldigen, auch wenn du nicht am Zug bist.</translation>
    </message>
    <message>
        <source>Café Adler: chip %1 (%2)</source>
        <translation>Café Adler: Chip %1 (%2)</translation>
    </message>
    <message>
        <source>Keep the chips</source>
        <translation>Chips behalten</translation>
    </message>
</context>
<context>
    <name>CheckpointPanel</name>
    <message>
        <source>Memory aid</source>
        <translation>Gedächtnisstütze</translation>
    </message>
    <message>
        <source>I am %1: show my clue and chips</source>
        <translation>Ich bin %1: meinen Hinweis und meine Chips zeigen</translation>
    </message>
    <message>
        <source>Look at mine…</source>
        <translation>Meins ansehen…</translation>
    </message>
    <message>
        <source>Look at mine</source>
        <translation>Meins ansehen</translation>
    </message>
    <message>
        <source>Your own clue and chips, at any moment (the others look away)</source>
        <translation>Dein eigener Hinweis und deine Chips, jederzeit (die anderen schauen weg)</translation>
    </message>
    <message>
        <source>Deduction helper (gives the solution away)</source>
        <translation>Deduktionshilfe (verrät die Lösung)</translation>
    </message>
    <message>
        <source>Shown in your own view: the clues each other agent can still hold.</source>
        <translation>Erscheint in deiner eigenen Ansicht: die Hinweise, die jeder andere Agent noch haben kann.</translation>
    </message>
    <message>
        <source>Your clue: %1</source>
        <translation>Dein Hinweis: %1</translation>
    </message>
    <message>
        <source>Open clues: %1</source>
        <translation>Offene Hinweise: %1</translation>
    </message>
    <message>
        <source>you</source>
        <translation>du</translation>
    </message>
    <message>
        <source>open clue (Stasi): %1</source>
        <translation>offener Hinweis (Stasi): %1</translation>
    </message>
    <message>
        <source>row: %1</source>
        <translation>Reihe: %1</translation>
    </message>
    <message>
        <source>discards: %1</source>
        <translation>Ablage: %1</translation>
    </message>
    <message>
        <source>accused: %1</source>
        <translation>beschuldigt: %1</translation>
    </message>
    <message>
        <source>surely %1</source>
        <translation>sicher %1</translation>
    </message>
    <message>
        <source>anything yet</source>
        <translation>noch alles möglich</translation>
    </message>
</context>
<context>
    <name>CheckpointReader</name>
    <message>
        <source>Agents drawn: %1</source>
        <translation>Gezogene Agenten: %1</translation>
    </message>
    <message>
        <source>Open clues: %1</source>
        <translation>Offene Hinweise: %1</translation>
    </message>
    <message>
        <source>suspects: %1</source>
        <translation>Verdächtige: %1</translation>
    </message>
    <message>
        <source>discard pile: %1</source>
        <translation>Ablage: %1</translation>
    </message>
    <message>
        <source>accuses %1</source>
        <translation>beschuldigt %1</translation>
    </message>
</context>
<context>
    <name>CheckpointTexts</name>
    <message>
        <source>hat</source>
        <extracomment>the two traits of each clue tile (side 0, side 1); the desktop&apos;s words too (ui/checkpoint)</extracomment>
        <translation>Hut</translation>
    </message>
    <message>
        <source>no hat</source>
        <translation>kein Hut</translation>
    </message>
    <message>
        <source>sunglasses</source>
        <translation>Sonnenbrille</translation>
    </message>
    <message>
        <source>no sunglasses</source>
        <translation>keine Sonnenbrille</translation>
    </message>
    <message>
        <source>trench coat</source>
        <translation>Trenchcoat</translation>
    </message>
    <message>
        <source>pullover</source>
        <translation>Pullover</translation>
    </message>
    <message>
        <source>newspaper</source>
        <translation>Zeitung</translation>
    </message>
    <message>
        <source>no newspaper</source>
        <translation>keine Zeitung</translation>
    </message>
    <message>
        <source>grey fur</source>
        <translation>graues Fell</translation>
    </message>
    <message>
        <source>orange fur</source>
        <translation>oranges Fell</translation>
    </message>
    <message>
        <source>gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <source>white</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>You drew the clue tile “%1 / %2”. Choose the side that counts this round; only you know it. A cat showing your trait goes into your row, any other cat onto your discard pile.</source>
        <translation>Du hast das Hinweisplättchen „%1 / %2“ gezogen. Wähle die Seite, die in dieser Runde gilt; nur du kennst sie. Eine Katze mit deinem Merkmal kommt in deine Reihe, jede andere auf deinen Ablagestapel.</translation>
    </message>
    <message>
        <source>You hold the Stasi officer card: everybody will see your clue.</source>
        <translation>Du hast die Stasi-Offizierskarte: Alle sehen deinen Hinweis.</translation>
    </message>
    <message>
        <source>%1: choose your clue for round %2</source>
        <translation>%1: Wähle deinen Hinweis für Runde %2</translation>
    </message>
    <message>
        <source>Your clue: %1</source>
        <translation>Dein Hinweis: %1</translation>
    </message>
    <message>
        <source>Your clue tile: %1 / %2 (no side chosen yet)</source>
        <translation>Dein Hinweisplättchen: %1 / %2 (noch keine Seite gewählt)</translation>
    </message>
    <message>
        <source>You hold the Stasi officer card: everybody sees your clue.</source>
        <translation>Du hast die Stasi-Offizierskarte: Alle sehen deinen Hinweis.</translation>
    </message>
    <message>
        <source>You have no chips yet.</source>
        <translation>Du hast noch keine Chips.</translation>
    </message>
    <message>
        <source>%1: your clue and chips</source>
        <translation>%1: dein Hinweis und deine Chips</translation>
    </message>
    <message>
        <source>Done: back to the table</source>
        <translation>Fertig: zurück zum Tisch</translation>
    </message>
    <message>
        <source>Your chips: %1</source>
        <translation>Deine Chips: %1</translation>
    </message>
    <message>
        <source>points: %1</source>
        <translation>Punkte: %1</translation>
    </message>
    <message>
        <source>Accuse</source>
        <translation>Beschuldigen</translation>
    </message>
    <message>
        <source>Round %1: the chief spy was %2 (%3).</source>
        <translation>Runde %1: Der Oberspion war %2 (%3).</translation>
    </message>
    <message>
        <source>Nobody found him.</source>
        <translation>Niemand hat ihn gefunden.</translation>
    </message>
    <message>
        <source>%1 found him.</source>
        <translation>%1 hat ihn gefunden.</translation>
    </message>
    <message>
        <source>Round %1 of %2 · starting player: %3</source>
        <translation>Runde %1 von %2 · Startspieler: %3</translation>
    </message>
    <message>
        <source>%1: %2 gold, %3 white, %4 black</source>
        <translation>%1: %2 Gold, %3 Weiß, %4 Schwarz</translation>
    </message>
    <message>
        <source>%1 draws the clue tile “%2 / %3”</source>
        <translation>%1 zieht das Hinweisplättchen „%2 / %3“</translation>
    </message>
    <message>
        <source>%1 chooses the clue: %2</source>
        <translation>%1 wählt den Hinweis: %2</translation>
    </message>
    <message>
        <source>%1&apos;s new chip is worth %2 (Café Adler)</source>
        <translation>Der neue Chip von %1 ist %2 wert (Café Adler)</translation>
    </message>
    <message>
        <source>%1&apos;s new chip is worth %2</source>
        <translation>Der neue Chip von %1 ist %2 wert</translation>
    </message>
    <message>
        <source>Round %1 begins; %2 starts</source>
        <translation>Runde %1 beginnt; %2 fängt an</translation>
    </message>
    <message>
        <source>%1 has chosen a clue</source>
        <translation>%1 hat einen Hinweis gewählt</translation>
    </message>
    <message>
        <source>%1 holds the Stasi officer card and plays with an open clue: %2</source>
        <translation>%1 hat die Stasi-Offizierskarte und spielt mit offenem Hinweis: %2</translation>
    </message>
    <message>
        <source>%1 draws %2: into the row</source>
        <translation>%1 zieht %2: in die Reihe</translation>
    </message>
    <message>
        <source>%1 draws %2: onto the discard pile</source>
        <translation>%1 zieht %2: auf den Ablagestapel</translation>
    </message>
    <message>
        <source>%1 draws the agent card %2; the tossed tile shows: %3</source>
        <translation>%1 zieht die Agentenkarte %2; das geworfene Plättchen zeigt: %3</translation>
    </message>
    <message>
        <source>%1 (%2) accuses %3</source>
        <translation>%1 (%2) beschuldigt %3</translation>
    </message>
    <message>
        <source>The deck is empty: whoever has not accused must do so now</source>
        <translation>Der Stapel ist leer: Wer noch niemanden beschuldigt hat, muss es jetzt tun</translation>
    </message>
    <message>
        <source>%1 gets a chip: %2</source>
        <translation>%1 erhält einen Chip: %2</translation>
    </message>
    <message>
        <source>No chip of the colour %2 left for %1</source>
        <translation>Kein Chip der Farbe %2 mehr für %1</translation>
    </message>
    <message>
        <source>%1 draws the Stasi officer chip</source>
        <translation>%1 zieht den Stasi-Offizierschip</translation>
    </message>
    <message>
        <source>%1 swaps a Café Adler chip for a chip of %2 (%3); it lies open with %2</source>
        <translation>%1 tauscht einen Café-Adler-Chip gegen einen Chip von %2 (%3); er liegt nun offen bei %2</translation>
    </message>
    <message>
        <source>Clues revealed – %1</source>
        <translation>Hinweise aufgedeckt – %1</translation>
    </message>
    <message>
        <source>tossed: %1</source>
        <translation>geworfen: %1</translation>
    </message>
    <message>
        <source>chief spy: %1</source>
        <translation>Oberspion: %1</translation>
    </message>
    <message>
        <source>%1 %2 (%3 gold)</source>
        <translation>%1 %2 (%3 Gold)</translation>
    </message>
    <message>
        <source>Game over – points: %1</source>
        <translation>Spielende – Punkte: %1</translation>
    </message>
    <message>
        <source>%1 keeps the Stasi chip (−2)</source>
        <translation>%1 behält den Stasi-Chip (−2)</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>%1: accuse %2?</source>
        <translation>%1: %2 beschuldigen?</translation>
    </message>
    <message>
        <source>%1: swap with whom?</source>
        <translation>%1: Mit wem tauschen?</translation>
    </message>
    <message>
        <source>%1: swap a Café Adler chip?</source>
        <translation>%1: Einen Café-Adler-Chip tauschen?</translation>
    </message>
    <message>
        <source>You have no Café Adler chip to swap.</source>
        <translation>Du hast keinen Café-Adler-Chip zum Tauschen.</translation>
    </message>
    <message>
        <source>%1: the deck is empty – accuse a cat</source>
        <translation>%1: Der Stapel ist leer – beschuldige eine Katze</translation>
    </message>
    <message>
        <source>Click a highlighted chip of another agent (or arrow keys and Enter).</source>
        <translation>Klicke einen hervorgehobenen Chip eines anderen Agenten an (oder Pfeiltasten und Eingabe).</translation>
    </message>
    <message>
        <source>Click your Café Adler chip (the cup), then another agent&apos;s chip of the same colour – or keep your chips. Keys: arrows and Enter.</source>
        <translation>Klicke deinen Café-Adler-Chip (die Tasse) an, dann einen Chip derselben Farbe eines anderen Agenten – oder behalte deine Chips. Tasten: Pfeile und Eingabe.</translation>
    </message>
    <message>
        <source>Click a highlighted cat or press Enter on it; your agent %1 marks it.</source>
        <translation>Klicke eine hervorgehobene Katze an oder drücke auf ihr Eingabe; dein Agent %1 markiert sie.</translation>
    </message>
    <message>
        <source>%1: draw a card</source>
        <translation>%1: Karte ziehen</translation>
    </message>
    <message>
        <source>%1: choose a cat to accuse</source>
        <translation>%1: Wähle die Katze, die du beschuldigst</translation>
    </message>
    <message>
        <source>Round %1: the agents choose their clues</source>
        <translation>Runde %1: Die Agenten wählen ihre Hinweise</translation>
    </message>
    <message>
        <source>Waiting for: %1</source>
        <translation>Es fehlen noch: %1</translation>
    </message>
    <message>
        <source>The deck is empty: %1 must accuse</source>
        <translation>Der Stapel ist leer: %1 muss beschuldigen</translation>
    </message>
    <message>
        <source>Café Adler: %1 may swap a chip</source>
        <translation>Café Adler: %1 darf einen Chip tauschen</translation>
    </message>
    <message>
        <source>%1 is on turn</source>
        <translation>%1 ist am Zug</translation>
    </message>
    <message>
        <source>Winner: %1 – points: %2</source>
        <translation>Sieg: %1 – Punkte: %2</translation>
    </message>
    <message>
        <source>Show the table</source>
        <translation>Tisch zeigen</translation>
    </message>
    <message>
        <source>Show the results</source>
        <translation>Ergebnis zeigen</translation>
    </message>
    <message>
        <source>Accuse %1</source>
        <translation>%1 beschuldigen</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Keep my chips</source>
        <translation>Chips behalten</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>Karte ziehen</translation>
    </message>
    <message>
        <source>…or accuse a highlighted cat with your agent %1 (click it or press Enter on it).</source>
        <translation>… oder beschuldige mit deinem Agenten %1 eine hervorgehobene Katze (anklicken oder Eingabe drücken).</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Cards in the deck: %1</source>
        <translation>Karten im Stapel: %1</translation>
    </message>
    <message>
        <source>Agent cards among them: %1</source>
        <translation>davon Agentenkarten: %1</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>Agents</source>
        <translation>Agenten</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>noch keine</translation>
    </message>
    <message>
        <source>Drawn agent card: %1</source>
        <translation>Gezogene Agentenkarte: %1</translation>
    </message>
    <message>
        <source>Tossed clue tile: %1</source>
        <translation>Geworfenes Hinweisplättchen: %1</translation>
    </message>
    <message>
        <source>Open clues</source>
        <translation>Offene Hinweise</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>In the bag: %1</source>
        <translation>Im Beutel: %1</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Runde %1 von %2</translation>
    </message>
    <message>
        <source>Starting player: %1</source>
        <translation>Startspieler: %1</translation>
    </message>
    <message>
        <source>%1: %2 face down in the supply</source>
        <translation>%1: %2 verdeckt im Vorrat</translation>
    </message>
    <message>
        <source>The Stasi officer card lies in the middle.</source>
        <translation>Die Stasi-Offizierskarte liegt in der Tischmitte.</translation>
    </message>
    <message>
        <source>Hide the result</source>
        <translation>Ergebnis ausblenden</translation>
    </message>
    <message>
        <source>Result of round %1</source>
        <translation>Ergebnis von Runde %1</translation>
    </message>
    <message>
        <source>Chief spy: %1</source>
        <translation>Oberspion: %1</translation>
    </message>
    <message>
        <source>Game over: all clues and chips are open</source>
        <translation>Spielende: alle Hinweise und Chips sind offen</translation>
    </message>
    <message>
        <source>Public view: clues and chip values hidden</source>
        <translation>Öffentlich: Hinweise und Chipwerte verdeckt</translation>
    </message>
    <message>
        <source>Everything open: every clue and chip is shown</source>
        <translation>Alles offen: jeder Hinweis und jeder Chip ist zu sehen</translation>
    </message>
    <message>
        <source>%1&apos;s own view</source>
        <translation>Ansicht von %1</translation>
    </message>
    <message>
        <source>%1&apos;s own view – everybody else, look away</source>
        <translation>Ansicht von %1 – alle anderen bitte wegsehen</translation>
    </message>
    <message>
        <source>%1 plays the agent %2</source>
        <translation>%1 spielt den Agenten %2</translation>
    </message>
    <message>
        <source>Accused by %1 (%2)</source>
        <translation>Beschuldigt von %1 (%2)</translation>
    </message>
    <message>
        <source>no suspects yet</source>
        <translation>noch keine Verdächtigen</translation>
    </message>
    <message>
        <source>the chief spy (all five traits)</source>
        <translation>der Oberspion (alle fünf Merkmale)</translation>
    </message>
    <message>
        <source>an assistant (four traits)</source>
        <translation>ein Assistent (vier Merkmale)</translation>
    </message>
    <message>
        <source>innocent (traits shared: %1)</source>
        <translation>unschuldig (gemeinsame Merkmale: %1)</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Starting player of this round</source>
        <translation>Startspieler dieser Runde</translation>
    </message>
    <message>
        <source>Clue: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <source>%1&apos;s clue: %2</source>
        <translation>Hinweis von %1: %2</translation>
    </message>
    <message>
        <source>Tile: %1 / %2</source>
        <translation>Plättchen: %1 / %2</translation>
    </message>
    <message>
        <source>Clue hidden</source>
        <translation>Hinweis verdeckt</translation>
    </message>
    <message>
        <source>%1&apos;s clue lies face down</source>
        <translation>Der Hinweis von %1 liegt verdeckt</translation>
    </message>
    <message>
        <source>Choosing a clue…</source>
        <translation>wählt einen Hinweis …</translation>
    </message>
    <message>
        <source>Points: %1</source>
        <translation>Punkte: %1</translation>
    </message>
    <message>
        <source>Holds the Stasi officer card: plays with an open clue</source>
        <translation>Hat die Stasi-Offizierskarte: spielt mit offenem Hinweis</translation>
    </message>
    <message>
        <source>no chips</source>
        <translation>keine Chips</translation>
    </message>
    <message>
        <source>The Stasi officer chip (−2 points)</source>
        <translation>Der Stasi-Offizierschip (−2 Punkte)</translation>
    </message>
    <message>
        <source>Chip (%1), face down</source>
        <translation>Chip (%1), verdeckt</translation>
    </message>
    <message>
        <source>Chip (%1) worth %2</source>
        <translation>Chip (%1) im Wert von %2</translation>
    </message>
    <message>
        <source>Café Adler: may be swapped for another agent&apos;s chip</source>
        <translation>Café Adler: darf gegen den Chip eines anderen Agenten getauscht werden</translation>
    </message>
    <message>
        <source>Lies face up</source>
        <translation>liegt offen</translation>
    </message>
    <message>
        <source>discards</source>
        <translation>Ablage</translation>
    </message>
    <message>
        <source>%1&apos;s discard pile (%2) – click to look through</source>
        <translation>Ablagestapel von %1 (%2) – zum Durchsehen klicken</translation>
    </message>
    <message>
        <source>Last round: the chief spy was %2</source>
        <translation>Letzte Runde: Der Oberspion war %2</translation>
    </message>
    <message>
        <source>Round %1: the chief spy was %2</source>
        <translation>Runde %1: Der Oberspion war %2</translation>
    </message>
    <message>
        <source>The five clues</source>
        <translation>Die fünf Hinweise</translation>
    </message>
    <message>
        <source>tossed</source>
        <translation>geworfen</translation>
    </message>
    <message>
        <source>%1 accused nobody</source>
        <translation>%1 beschuldigte niemanden</translation>
    </message>
    <message>
        <source>%1 accused %2: %3</source>
        <translation>%1 beschuldigte %2: %3</translation>
    </message>
    <message>
        <source>chip: %1</source>
        <translation>Chip: %1</translation>
    </message>
    <message>
        <source>chip: %1 – none left</source>
        <translation>Chip: %1 – keiner mehr übrig</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Endstand</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
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
            <numerusform>%1. %2: %n Punkt, Goldchips: %3</numerusform>
            <numerusform>%1. %2: %n Punkte, Goldchips: %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Tied on points: more gold chips decide.</source>
        <translation>Punktgleichstand: Es entscheiden die meisten Goldchips.</translation>
    </message>
    <message>
        <source>%1&apos;s discard pile (%2)</source>
        <translation>Ablagestapel von %1 (%2)</translation>
    </message>
    <message>
        <source>sun-glasses news-paper</source>
        <comment>long words of the clues&apos; captions, with a hyphen where each may break at a line&apos;s end</comment>
        <translation>Sonnen-brille Trench-coat Pul-lover Zei-tung</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>Welcome! You play the police (white) against the robbers (yellow) of the computer. Whoever has more stones of their colour on the board at the end wins.</source>
        <translation>Willkommen! Du spielst die Polizisten (weiß) gegen die Räuber (gelb) des Computers. Wer am Ende mehr Steine seiner Farbe auf dem Plan hat, gewinnt.</translation>
    </message>
    <message>
        <source>Each side has 32 stones. Two of each colour start in the middle: white on d4 and e5, yellow on d5 and e4. The police begin.</source>
        <translation>Jede Seite hat 32 Steine. Je zwei liegen zu Beginn in der Mitte: weiß auf d4 und e5, gelb auf d5 und e4. Die Polizisten beginnen.</translation>
    </message>
    <message>
        <source>Click the marked square e3. Your new stone and your stone on e5 enclose the yellow stone on e4.</source>
        <translation>Klicke auf das markierte Feld e3. Dein neuer Stein und dein Stein auf e5 schließen den gelben Stein auf e4 ein.</translation>
    </message>
    <message>
        <source>Every stone must enclose one or more opposing stones in an unbroken straight line, together with a stone of your own: vertically, horizontally or diagonally. The enclosed stones are turned over and become yours. They stay on the board and can change colour several times.</source>
        <translation>Jeder Stein muss zusammen mit einem eigenen Stein einen oder mehrere gegnerische Steine in einer geraden, zusammenhängenden Reihe einschließen: senkrecht, waagrecht oder schräg. Die eingeschlossenen Steine werden umgedreht und gehören nun dir. Sie bleiben liegen und können ihre Farbe mehrmals wechseln.</translation>
    </message>
    <message>
        <source>Place your stone on the marked square e3.</source>
        <translation>Setze deinen Stein auf das markierte Feld e3.</translation>
    </message>
    <message>
        <source>The computer took d4 back. Now click c3: it encloses two lines at once. Both lines light up; click the stone on d3 to turn over the line to the right.</source>
        <translation>Der Computer hat d4 zurückgeholt. Klicke jetzt auf c3: Dieses Feld schließt zwei Reihen auf einmal ein. Beide Reihen leuchten auf; klicke auf den Stein auf d3, um die Reihe nach rechts umzudrehen.</translation>
    </message>
    <message>
        <source>The twist of Heimlich: if a stone encloses opposing stones in several directions at once, only ONE of these lines is turned over. You choose which.</source>
        <translation>Das Besondere an Heimlich: Schließt ein Stein gegnerische Steine in mehreren Richtungen zugleich ein, wird nur EINE dieser Reihen umgedreht. Du wählst, welche.</translation>
    </message>
    <message>
        <source>This time, click c3 and then the stone on d3 (the line to the right).</source>
        <translation>Klicke diesmal auf c3 und dann auf den Stein auf d3 (die Reihe nach rechts).</translation>
    </message>
    <message>
        <source>The computer placed on f4 and turned e4 yellow again: that stone has now changed colour twice. Click Next.</source>
        <translation>Der Computer hat auf f4 gesetzt und e4 wieder gelb gemacht: Dieser Stein hat seine Farbe jetzt schon zweimal gewechselt. Klicke auf „Weiter“.</translation>
    </message>
    <message>
        <source>A line may hold several stones. Click d6: it encloses both d5 and d4 against your stone on d3.</source>
        <translation>Eine Reihe kann mehrere Steine umfassen. Klicke auf d6: Zusammen mit deinem Stein auf d3 schließt er d5 und d4 ein.</translation>
    </message>
    <message>
        <source>Place your stone on the marked square d6.</source>
        <translation>Setze deinen Stein auf das markierte Feld d6.</translation>
    </message>
    <message>
        <source>Click g4: the line to the left turns f4 and e4 over and ends at your stone on d4.</source>
        <translation>Klicke auf g4: Die Reihe nach links dreht f4 und e4 um und endet an deinem Stein auf d4.</translation>
    </message>
    <message>
        <source>Your own stones are never turned over: a line ends at the first stone of your own. An empty square breaks a line; nothing is enclosed there. Every stone is placed only once.</source>
        <translation>Eigene Steine werden nie umgedreht: Eine Reihe endet am ersten eigenen Stein. Ein leeres Feld unterbricht eine Reihe; dort wird nichts eingeschlossen. Jeder Stein wird nur einmal gesetzt.</translation>
    </message>
    <message>
        <source>Place your stone on the marked square g4.</source>
        <translation>Setze deinen Stein auf das markierte Feld g4.</translation>
    </message>
    <message>
        <source>Two more rules you will meet later. The app does both by itself and says so in the move log.</source>
        <translation>Zwei Regeln, die dir später begegnen. Beides erledigt das Spiel von selbst und meldet es in der Zugliste.</translation>
    </message>
    <message>
        <source>A player with no stone left in their supply takes one from the opponent&apos;s supply. A player who cannot enclose anything must pass, and the opponent moves again.</source>
        <translation>Wer keinen Stein mehr im Vorrat hat, nimmt einen aus dem Vorrat des Gegners. Wer nichts einschließen kann, muss passen, und der Gegner ist noch einmal dran.</translation>
    </message>
    <message>
        <source>How the game ends. The lines at the top right show how many stones each side has on the board and in its supply.</source>
        <translation>So endet das Spiel. Oben rechts steht, wie viele Steine jede Seite auf dem Plan und im Vorrat hat.</translation>
    </message>
    <message>
        <source>The game ends when all 64 stones are placed or when neither side can enclose anything any more. More stones on the board wins; equal numbers are a draw.</source>
        <translation>Das Spiel ist zu Ende, wenn alle 64 Steine gesetzt sind oder keine Seite mehr etwas einschließen kann. Mehr Steine auf dem Plan gewinnen; bei Gleichstand ist es unentschieden.</translation>
    </message>
    <message>
        <source>That is all the rules. Now finish the game on your own: the computer plays normally from here. The marks show where you can place; Help &gt; Rules has everything to read again.</source>
        <translation>Das sind alle Regeln. Spiel die Partie jetzt allein zu Ende: Ab hier spielt der Computer ganz normal. Die Markierungen zeigen, wo du setzen kannst; unter Hilfe &gt; Spielregeln kannst du alles nachlesen.</translation>
    </message>
    <message>
        <source>Lesson complete</source>
        <translation>Lektion geschafft</translation>
    </message>
    <message>
        <source>Lesson: step %1 of %2</source>
        <translation>Lektion: Schritt %1 von %2</translation>
    </message>
    <message>
        <source>Rule: %1</source>
        <translation>Regel: %1</translation>
    </message>
    <message>
        <source>Pass on</source>
        <translation>Weitergeben</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Lektion verlassen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Not this time: in the lesson, please do what the coach asks (the marked move).</source>
        <extracomment>the board is shown without choices: a secret page waits for the step that asks for it, or the step shows the public view</extracomment>
        <translation>Diesmal nicht: In der Lektion mach bitte, was der Trainer vorschlägt (den markierten Zug).</translation>
    </message>
    <message>
        <source>First hold the button that shows your secret, as the coach asks.</source>
        <translation>Halte zuerst den Knopf gedrückt, der dein Geheimnis zeigt, wie der Trainer sagt.</translation>
    </message>
    <message>
        <source>First read the coach&apos;s note, then click the button below it.</source>
        <translation>Lies zuerst den Hinweis des Trainers und klicke dann auf den Knopf darunter.</translation>
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
        <translation>Willkommen, Geheimagent! Du spielst die roten Würfel gegen die blauen des Computers. Rot beginnt.</translation>
    </message>
    <message>
        <source>The first player to reach 15 points wins at once. Points come from secret missions and from four visors in a row.</source>
        <translation>Wer als Erster 15 Punkte erreicht, gewinnt sofort. Punkte gibt es für geheime Missionen und für vier Visiere in einer Reihe.</translation>
    </message>
    <message>
        <source>Each player has secretly drawn a mission card. At a real table you now pass the computer on, so that only you see your card: click “Pass on”, then “I am …: show”.</source>
        <translation>Jeder hat heimlich eine Missionskarte gezogen. An einem echten Tisch gibst du den Computer jetzt weiter, damit nur du deine Karte siehst: Klicke auf „Weitergeben“ und dann auf „Ich bin …: zeigen“.</translation>
    </message>
    <message>
        <source>Keep your mission card hidden: your opponent must not find out what you are building.</source>
        <translation>Halte deine Missionskarte geheim: Dein Gegner darf nicht herausfinden, was du baust.</translation>
    </message>
    <message>
        <source>Now look at your card: press and hold the button “Show my mission (hold)” below. It asks for 2 microfilms and 2 computers. Let go, and the card is hidden again.</source>
        <translation>Schau dir jetzt deine Karte an: Halte unten den Knopf „Meine Mission zeigen (gedrückt halten)“ gedrückt. Sie verlangt 2 Mikrofilme und 2 Computer. Lässt du los, ist die Karte wieder verdeckt.</translation>
    </message>
    <message>
        <source>Your first die goes into the marked first column. Choose its top picture: click the Microfilm tile above the rack.</source>
        <translation>Dein erster Würfel kommt in die markierte erste Spalte. Wähle das Bild oben: Klicke über dem Würfelhalter auf das Feld „Mikrofilm“.</translation>
    </message>
    <message>
        <source>On your turn you put one die of your colour on top of any column that holds fewer than 6 dice. You choose which picture is on top; the visors always face the players.</source>
        <translation>Bist du dran, setzt du einen Würfel deiner Farbe oben auf eine beliebige Spalte mit weniger als 6 Würfeln. Du bestimmst, welches Bild oben liegt; die Visiere zeigen immer zu den Spielern.</translation>
    </message>
    <message>
        <source>In the lesson: a die with the microfilm on top, in the first column.</source>
        <translation>In der Lektion: einen Würfel mit dem Mikrofilm oben, in die erste Spalte.</translation>
    </message>
    <message>
        <source>Good. Now a second microfilm, in the second column.</source>
        <translation>Gut. Jetzt einen zweiten Mikrofilm, in die zweite Spalte.</translation>
    </message>
    <message>
        <source>In the lesson: a die with the microfilm on top, in the second column.</source>
        <translation>In der Lektion: einen Würfel mit dem Mikrofilm oben, in die zweite Spalte.</translation>
    </message>
    <message>
        <source>The computer put its die on yours: its spaceship now shows in the second column, your microfilm is hidden. Cover it back: a microfilm on top of the second column.</source>
        <translation>Der Computer hat seinen Würfel auf deinen gesetzt: In der zweiten Spalte sieht man jetzt sein Raumschiff, dein Mikrofilm ist verdeckt. Deck ihn wieder zu: einen Mikrofilm oben auf die zweite Spalte.</translation>
    </message>
    <message>
        <source>Only the picture of the top die of each column can be seen. You may place on any die, your opponent&apos;s too; its picture is then covered. Its visor stays visible. Up to six dice stand in a column.</source>
        <translation>Man sieht nur das Bild des obersten Würfels jeder Spalte. Du darfst auf jeden Würfel setzen, auch auf den deines Gegners; sein Bild ist dann verdeckt. Sein Visier bleibt sichtbar. In eine Spalte passen bis zu sechs Würfel.</translation>
    </message>
    <message>
        <source>Two microfilms show. Now a computer, in the third column.</source>
        <translation>Zwei Mikrofilme liegen oben. Jetzt einen Computer, in die dritte Spalte.</translation>
    </message>
    <message>
        <source>After your own placement your card is checked: the top pictures of all columns, of either colour, must show at least as many of each picture as the card asks for. Where they stand does not matter.</source>
        <translation>Nach deinem eigenen Zug wird deine Karte geprüft: Die oberen Bilder aller Spalten, egal welcher Farbe, müssen von jedem Bild mindestens so viele zeigen, wie die Karte verlangt. Wo sie stehen, ist egal.</translation>
    </message>
    <message>
        <source>In the lesson: a die with the computer on top, in the third column.</source>
        <translation>In der Lektion: einen Würfel mit dem Computer oben, in die dritte Spalte.</translation>
    </message>
    <message>
        <source>Look at the bottom row: three red visors stand side by side. A computer in the fourth column fulfils your mission and makes four in a row at once!</source>
        <translation>Schau auf die unterste Reihe: Drei rote Visiere stehen nebeneinander. Ein Computer in der vierten Spalte erfüllt deine Mission und macht zugleich vier in einer Reihe!</translation>
    </message>
    <message>
        <source>Four dice with your visor in a line, horizontal, vertical or diagonal, score 3 points. A fulfilled mission scores its card&apos;s points (1 or 2); both with one die score 1 bonus point more.</source>
        <translation>Vier Würfel mit deinem Visier in einer Linie, waagrecht, senkrecht oder schräg, bringen 3 Punkte („Im Zentrum des Visiers!“). Eine erfüllte Mission bringt die Punkte der Karte (1 oder 2); beides mit einem Würfel gibt noch 1 Extrapunkt.</translation>
    </message>
    <message>
        <source>In the lesson: a die with the computer on top, in the fourth column.</source>
        <translation>In der Lektion: einen Würfel mit dem Computer oben, in die vierte Spalte.</translation>
    </message>
    <message>
        <source>5 points: 1 for the mission, 3 for the visor row and 1 bonus! Your card was revealed, and a new round began: the rack is empty, the scores stay.</source>
        <translation>5 Punkte: 1 für die Mission, 3 für die Visier-Reihe und 1 Extrapunkt! Deine Karte wurde aufgedeckt, und eine neue Runde hat begonnen: Der Würfelhalter ist leer, die Punkte bleiben.</translation>
    </message>
    <message>
        <source>A visor row that does not reach 15 points, or a full rack, starts a new round. Both players draw new cards, and the other colour opens the round.</source>
        <translation>Eine Visier-Reihe, die nicht zu 15 Punkten reicht, oder ein voller Würfelhalter beginnt eine neue Runde. Beide ziehen neue Karten, und die andere Farbe beginnt die Runde.</translation>
    </message>
    <message>
        <source>Now play on alone: the computer plays normally from here. Hold “Show my mission” to see your new card whenever you like. After a fulfilled mission you draw a new card at once.</source>
        <translation>Spiel jetzt allein weiter: Ab hier spielt der Computer ganz normal. Halte „Meine Mission zeigen“ gedrückt, wann immer du deine neue Karte sehen willst. Nach einer erfüllten Mission ziehst du sofort eine neue Karte.</translation>
    </message>
    <message>
        <source>Welcome to Allianz! You lead party A (red circles, top left) against the computer&apos;s party B (blue squares, top right). You begin.</source>
        <translation>Willkommen bei Allianz! Du führst Partei A (rote Kreise, oben links) gegen die Partei B des Computers (blaue Quadrate, oben rechts). Du beginnst.</translation>
    </message>
    <message>
        <source>Dark green rocks can never be entered. Each party has a castle of two squares with an olive truce zone around it. With two players you win by occupying the enemy castle with two of your pieces or by capturing all enemy pieces.</source>
        <translation>Die dunkelgrünen Felsen darf man nie betreten. Jede Partei hat eine Burg aus zwei Feldern, um die herum die olivgrüne Zone des Burgfriedens liegt. Zu zweit gewinnst du, wenn du die feindliche Burg mit zwei deiner Figuren besetzt oder alle feindlichen Figuren schlägst.</translation>
    </message>
    <message>
        <source>On your turn you move one of your pieces: a step onto a free neighbouring square, straight or diagonal, forwards or backwards, or a jump.</source>
        <translation>Bist du dran, ziehst du eine deiner Figuren: einen Schritt auf ein freies Nachbarfeld, gerade oder schräg, vor oder zurück, oder einen Sprung.</translation>
    </message>
    <message>
        <source>A jump goes over a single piece, yours or another&apos;s, onto the free square directly behind it, straight or diagonal, forwards or backwards. Your own jumped pieces stay.</source>
        <translation>Gesprungen wird über eine einzelne Figur, eigene oder fremde, auf das freie Feld direkt dahinter, gerade oder schräg, vor oder zurück. Übersprungene eigene Figuren bleiben stehen.</translation>
    </message>
    <message>
        <source>A jump entitles you to another one, in any direction, as long as you like. You cannot jump over two pieces in a row. Within one chain no square is landed on twice, and the piece does not return to its starting square.</source>
        <translation>Ein Sprung berechtigt zu einem weiteren, in jede Richtung, so lange du willst. Über zwei Figuren hintereinander kann man nicht springen. In einer Kette landet die Figur auf keinem Feld zweimal und kehrt nicht auf ihr Startfeld zurück.</translation>
    </message>
    <message>
        <source>Rocks stop you: you cannot enter them, not even at the end of a jump, and you cannot jump over them. You only jump over pieces.</source>
        <translation>Felsen halten dich auf: Du kannst sie nicht betreten, auch nicht am Ende eines Sprungs, und nicht überspringen. Gesprungen wird nur über Figuren.</translation>
    </message>
    <message>
        <source>Leapfrog: your pieces advance fastest by jumping over each other. Jump over your front piece.</source>
        <translation>Bockspringen: Am schnellsten kommen deine Figuren voran, wenn sie übereinander springen. Spring über deine vorderste Figur.</translation>
    </message>
    <message>
        <source>Again: the piece behind jumps over the front one.</source>
        <translation>Noch einmal: Die hintere Figur springt über die vordere.</translation>
    </message>
    <message>
        <source>Once more. The enemy is coming near; watch its pieces.</source>
        <translation>Und noch einmal. Der Feind kommt näher; behalte seine Figuren im Auge.</translation>
    </message>
    <message>
        <source>If none of your pieces can move, you pass; the app does that for you.</source>
        <translation>Kann keine deiner Figuren ziehen, setzt du aus; das erledigt das Spiel für dich.</translation>
    </message>
    <message>
        <source>In the lesson: move the ringed piece to the framed square.</source>
        <translation>In der Lektion: Zieh die umrandete Figur auf das eingerahmte Feld.</translation>
    </message>
    <message>
        <source>A step: the coach has picked one of your pieces (ringed) and framed where it goes. Click the framed square, the free square to its right.</source>
        <translation>Ein Schritt: Der Trainer hat eine deiner Figuren ausgewählt (umrandet) und ihr Ziel eingerahmt. Klicke auf das eingerahmte Feld, das freie Feld rechts daneben.</translation>
    </message>
    <message>
        <source>A jump: this piece jumps over your own piece beside it onto the free square behind. Click the framed square.</source>
        <translation>Ein Sprung: Diese Figur springt über deine eigene Figur daneben auf das freie Feld dahinter. Klicke auf das eingerahmte Feld.</translation>
    </message>
    <message>
        <source>A chain: after a jump you may jump again. This piece jumps twice; click the framed square.</source>
        <translation>Eine Kette: Nach einem Sprung darfst du weiterspringen. Diese Figur springt zweimal; klicke auf das eingerahmte Feld.</translation>
    </message>
    <message>
        <source>Another chain takes a piece from the back to the front. Click the framed square.</source>
        <translation>Noch eine Kette bringt eine Figur von hinten nach vorn. Klicke auf das eingerahmte Feld.</translation>
    </message>
    <message>
        <source>Now strike! Your piece jumps over the blue piece in front of it and then over the next one: click the framed square. Both blue pieces are captured.</source>
        <translation>Jetzt schlag zu! Deine Figur springt über die blaue Figur vor ihr und dann über die nächste: Klicke auf das eingerahmte Feld. Beide blauen Figuren sind geschlagen.</translation>
    </message>
    <message>
        <source>Jumped enemies are captured and leave the board at once. Capturing is not compulsory: you need not jump over an enemy, but if you do, he is captured. Your pieces can be captured the same way.</source>
        <translation>Übersprungene Gegner sind geschlagen und kommen sofort vom Brett. Schlagen ist keine Pflicht: Du musst keinen Gegner überspringen, aber wenn du es tust, ist er geschlagen. Genauso können deine Figuren geschlagen werden.</translation>
    </message>
    <message>
        <source>Two enemies fewer! Now the castles, the aim of the game.</source>
        <translation>Zwei Feinde weniger! Jetzt zu den Burgen, um die es geht.</translation>
    </message>
    <message>
        <source>Your own pieces may stand in your castle, but the enemy may capture them there. An enemy piece that reached your castle cannot be captured by you while it stands there. Two enemy pieces on both squares of a castle defeat its lord; so does losing all pieces.</source>
        <translation>Deine eigenen Figuren dürfen in deiner Burg stehen, aber der Gegner darf sie dort schlagen. Eine feindliche Figur, die bis in deine Burg vorgedrungen ist, kannst du dort nicht schlagen. Zwei feindliche Figuren auf beiden Feldern einer Burg besiegen den Burgherrn; ebenso der Verlust aller Figuren.</translation>
    </message>
    <message>
        <source>With three or four players, alliances come in. You make them with the “Diplomacy” buttons beside the board.</source>
        <translation>Zu dritt oder zu viert kommen Allianzen dazu. Du schließt sie mit den Knöpfen unter „Diplomatie“ neben dem Brett.</translation>
    </message>
    <message>
        <source>Two players may ally at any moment. Allies do not capture each other and may not enter each other&apos;s truce zone. A small alliance can be cancelled with a notice of 2 to 5 moves; a grand alliance can only be broken by betrayal, and the traitor may never ally again.</source>
        <translation>Je zwei Spieler können jederzeit ein Bündnis schließen. Verbündete schlagen sich nicht und betreten nicht den Burgfrieden des Partners. Eine kleine Allianz kann mit einer Frist von 2 bis 5 Zügen gekündigt werden; eine große Allianz kann nur durch Verrat gebrochen werden, und der Verräter darf sich nie wieder verbünden.</translation>
    </message>
    <message>
        <source>The last one left on the battlefield wins, no matter with how many pieces.</source>
        <translation>Wer am Ende allein auf dem Schlachtfeld steht, gewinnt, egal mit wie vielen Figuren.</translation>
    </message>
    <message>
        <source>When only two parties are left, either may resign or offer a draw on his turn. After 600 moves in all the game ends in a draw.</source>
        <translation>Sind nur noch zwei Parteien übrig, darf jede in ihrem Zug aufgeben oder ein Unentschieden anbieten. Nach insgesamt 600 Zügen endet das Spiel unentschieden.</translation>
    </message>
    <message>
        <source>Now play on alone: the computer plays normally from here. Click one of your pieces to see where it can go. Bring two pieces into the blue castle at the top right, or capture all blue pieces. If the computer offers a draw, you may play on.</source>
        <translation>Spiel jetzt allein weiter: Ab hier spielt der Computer ganz normal. Klicke auf eine deiner Figuren, um zu sehen, wohin sie kann. Bring zwei Figuren in die blaue Burg oben rechts oder schlag alle blauen Figuren. Bietet der Computer ein Unentschieden an, kannst du weiterspielen.</translation>
    </message>
    <message>
        <source>Welcome to the wonderful world of high treason! You play the black spies (embassy on the left) against the computer&apos;s white ones (on the right).</source>
        <extracomment>spy ids: colour * 4 + rank; black&apos;s spies 0 and 1 start in the embassy, white&apos;s 4 and 5</extracomment>
        <translation>Willkommen in der wunderbaren Welt des Hochverrats! Du spielst die schwarzen Spione (Botschaft links) gegen die weißen des Computers (rechts).</translation>
    </message>
    <message>
        <source>Each player starts with 10 Zillionen and three numbered spies: two in the own embassy, one in the dungeon in the middle. In each embassy stands a Bazong. Win by bringing the enemy Bazong into your embassy, or by owning 25 Zillionen.</source>
        <translation>Jeder beginnt mit 10 Zillionen und drei nummerierten Spionen: zwei in der eigenen Botschaft, einer im Kerker in der Mitte. In jeder Botschaft steht ein Bazong. Gewonnen hat, wer das feindliche Bazong in die eigene Botschaft bringt oder 25 Zillionen besitzt.</translation>
    </message>
    <message>
        <source>First everyone writes a secret number into the hot envelope. At a real table you now pass the computer on, so that nobody sees yours: click “Pass on”, then “I am …: show”.</source>
        <translation>Zuerst schreibt jeder eine geheime Zahl in den heißen Umschlag. Am echten Tisch gibst du den Computer jetzt weiter, damit niemand deine sieht: Klicke „Weitergeben“, dann „Ich bin …: zeigen“.</translation>
    </message>
    <message>
        <source>Write the number 2 in your envelope (in a real game you choose freely).</source>
        <translation>Schreib die Zahl 2 in deinen Umschlag (im echten Spiel wählst du frei).</translation>
    </message>
    <message>
        <source>One of the enemy&apos;s three numbered spies is a traitor, the “Fröhn”. Your envelope names his number. You do not know yet which spy has which number, but the game gives you chances to find out.</source>
        <translation>Einer der drei nummerierten Spione des Feindes ist ein Verräter, der „Fröhn“. Dein Umschlag nennt seine Nummer. Noch weißt du nicht, welcher Spion welche Nummer hat, aber das Spiel gibt dir Gelegenheiten, es herauszufinden.</translation>
    </message>
    <message>
        <source>In the lesson, please write the number 2.</source>
        <translation>In der Lektion schreib bitte die Zahl 2.</translation>
    </message>
    <message>
        <source>At a table shared by several players the screen shows nobody&apos;s numbers, as now. Press and hold the button “Hold to show …&apos;s secrets” in the panel on the right: your spies&apos; numbers and your envelope appear. Let go, and they are hidden again.</source>
        <translation>An einem Bildschirm, den sich mehrere teilen, sieht man niemandes Nummern, so wie jetzt. Drück den Knopf „Gedrückt halten: Geheimnisse von … zeigen“ rechts und halte ihn: Die Nummern deiner Spione und dein Umschlag erscheinen. Lass los, und sie sind wieder verborgen.</translation>
    </message>
    <message>
        <source>Only the owner knows a spy&apos;s number. Everyone sees it when the spy stands on an Alfred field, when he has lost a Zoff, and the holder of an Ansicht card sees one of his choice.</source>
        <translation>Nur der Besitzer kennt die Nummer eines Spions. Alle sehen sie, wenn der Spion auf einem Alfred-Feld steht oder einen Zoff verloren hat, und wer eine Ansichtskarte zieht, sieht eine Nummer seiner Wahl.</translation>
    </message>
    <message>
        <source>Playing alone against the computer, you see your numbers all the time. Now move: click your spy number 3 in your embassy. He steps one field forward along the footprints.</source>
        <translation>Allein gegen den Computer siehst du deine Nummern die ganze Zeit. Jetzt zieh: Klicke deinen Spion Nummer 3 in deiner Botschaft. Er rückt ein Feld vor, den Fußspuren nach.</translation>
    </message>
    <message>
        <source>In the lesson: click your spy number 3 in your embassy to step forward.</source>
        <translation>In der Lektion: Klicke deinen Spion Nummer 3 in deiner Botschaft, um vorzurücken.</translation>
    </message>
    <message>
        <source>A Flitz card: move a spy exactly 3 fields. Click your spy number 3 on field 1: he lands on the white spy on field 4.</source>
        <translation>Eine Flitz-Karte: Ein Spion rückt genau 3 Felder vor. Klicke deinen Spion Nummer 3 auf Feld 1: Er landet auf dem weißen Spion auf Feld 4.</translation>
    </message>
    <message>
        <source>Fahr, Flitz and Düs move a spy exactly 2, 3 or 4 fields; Scheck pays 3 Zillionen; Gähn: nothing happens; Lechz brings the grey spy; Ansicht shows you one enemy number; Schluchz sends captured Bazongs home.</source>
        <translation>Fahr, Flitz und Düs bringen einen Spion genau 2, 3 oder 4 Felder vor; Scheck bringt 3 Zillionen; bei Gähn passiert nichts; Lechz holt die graue Spionin; Ansicht zeigt dir eine feindliche Nummer; Schluchz schickt eroberte Bazongs nach Hause.</translation>
    </message>
    <message>
        <source>In the lesson: move your spy number 3 on field 1.</source>
        <translation>In der Lektion: Zieh deinen Spion Nummer 3 auf Feld 1.</translation>
    </message>
    <message>
        <source>Zoff! Your spies may share a field and pass each other, but when a spy arrives on a field (or in an embassy) with an enemy, the newcomer attacks and the one already there defends. As the attacker you secretly choose a plan: choose A.</source>
        <translation>Zoff! Deine Spione dürfen sich ein Feld teilen und einander überholen, aber kommt ein Spion auf ein Feld (oder in eine Botschaft) mit einem Feind, greift der Neue an und der, der schon dort steht, verteidigt. Als Angreifer wählst du geheim einen Plan: Wähle A.</translation>
    </message>
    <message>
        <source>Some rules for later. The Lechz card lends you the grey spy for one move.</source>
        <translation>Ein paar Regeln für später. Die Lechz-Karte leiht dir die graue Spionin für einen Zug.</translation>
    </message>
    <message>
        <source>A spy who reaches the enemy embassy exactly and beats every enemy in it (or finds it empty) takes the Bazong, gets 5 Zillionen and moves again. Whoever beats the carrier in a Zoff takes the Bazong.</source>
        <translation>Ein Spion, der genau in die feindliche Botschaft gelangt und alle Feinde darin im Zoff besiegt (oder sie leer vorfindet), nimmt das Bazong, kassiert 5 Zillionen und ist noch einmal dran. Wer den Träger im Zoff besiegt, bekommt das Bazong.</translation>
    </message>
    <message>
        <source>Traps can block the way home with a Bazong.</source>
        <translation>Fallen können den Heimweg mit einem Bazong versperren.</translation>
    </message>
    <message>
        <source>While a Bazong is away from its embassy, you may set a trap (2 Zillionen) on an empty field before your move: no spy can pass it. The trap die removes traps: 1, 3 or 5 Zillionen for 1 to 3 rolls, paid in advance.</source>
        <translation>Solange ein Bazong außerhalb seiner Botschaft ist, darfst du vor deinem Zug eine Falle (2 Zillionen) auf ein leeres Feld stellen: Kein Spion kommt an ihr vorbei. Der Fallenfutsch-Würfel beseitigt Fallen: 1, 3 oder 5 Zillionen für 1 bis 3 Würfe, im Voraus bezahlt.</translation>
    </message>
    <message>
        <source>Your envelope says 2, and a white spy in the dungeon shows 2: the traitor! Click the red button “Fröhn! Accuse a spy…”, then that spy.</source>
        <translation>Dein Umschlag sagt 2, und ein weißer Spion im Kerker zeigt die 2: der Verräter! Klicke den roten Knopf mit „Fröhn!“ und dann diesen Spion.</translation>
    </message>
    <message>
        <source>You may unmask the traitor at any moment, even out of turn. If his number matches your envelope, he leaves the game and your unnumbered reserve spy takes his place (here: your dungeon). If not, you leave the game yourself.</source>
        <translation>Du darfst den Verräter jederzeit entlarven, auch wenn du nicht dran bist. Stimmt seine Nummer mit deinem Umschlag überein, fliegt er aus dem Spiel und dein unnummerierter Ersatzspion nimmt seinen Platz ein (hier: dein Kerker). Wenn nicht, scheidest du selbst aus.</translation>
    </message>
    <message>
        <source>On your turn you either move any one of your spies one field forward, or take a pass card. Spies never walk backwards, and at most two of your spies may be in your embassy. Before the move you may buy spies free from the dungeon (1 Zillion each) and set or remove traps.</source>
        <translation>Wenn du dran bist, rückst du entweder mit einem beliebigen deiner Spione ein Feld vor oder nimmst einen Passierschein. Spione gehen nie zurück, und in deiner Botschaft dürfen höchstens zwei deiner Spione sein. Vor dem Zug darfst du Spione aus dem Kerker freikaufen (1 Zillion pro Stück) und Fallen stellen oder beseitigen.</translation>
    </message>
    <message>
        <source>A white spy now stands on field 4. Take a pass card: click the second card of your pile (top left).</source>
        <translation>Ein weißer Spion steht jetzt auf Feld 4. Nimm einen Passierschein: Klicke die zweite Karte deines Stapels (oben links).</translation>
    </message>
    <message>
        <source>You take the first, second or third card from the top unseen and must do what it says. Used and skipped cards go under the pile: the order stays.</source>
        <translation>Du nimmst ungesehen die erste, zweite oder dritte Karte von oben und musst tun, was sie sagt. Benutzte und übersprungene kommen unter den Stapel: Die Reihenfolge bleibt.</translation>
    </message>
    <message>
        <source>In the lesson: take the second card of your pile.</source>
        <translation>In der Lektion: Nimm die zweite Karte deines Stapels.</translation>
    </message>
    <message>
        <source>The attacker lays down plan A, B or C face down; the defender tries to guess it with a card of his own. The same card: the defender wins. A different one: the attacker wins. So the attacker wins two times out of three.</source>
        <translation>Der Angreifer legt Plan A, B oder C verdeckt hin; der Verteidiger versucht ihn mit einer eigenen Karte zu erraten. Gleiche Karte: Der Verteidiger gewinnt. Andere Karte: Der Angreifer gewinnt. Der Angreifer gewinnt also zwei von drei Malen.</translation>
    </message>
    <message>
        <source>In the lesson, please choose plan A.</source>
        <translation>In der Lektion wähle bitte Plan A.</translation>
    </message>
    <message>
        <source>The computer guessed B: you won! Its spy showed everyone his number, 2, paid you 1 Zillion and went to the dungeon. You cleared the field, so you move again.</source>
        <translation>Der Computer hat auf B getippt: Du hast gewonnen! Sein Spion hat allen seine Nummer gezeigt, die 2, dir 1 Zillion gezahlt und ist in den Kerker gewandert. Du hast das Feld leergezofft, also bist du noch einmal dran.</translation>
    </message>
    <message>
        <source>The loser of a Zoff shows his number, pays the winner 1 Zillion and goes to the dungeon. An attacker who wins moves again (one field or a pass card).</source>
        <translation>Der Verlierer eines Zoffs zeigt seine Nummer, zahlt dem Sieger 1 Zillion und wandert in den Kerker. Ein Angreifer, der gewinnt, ist noch einmal dran (ein Feld oder ein Passierschein).</translation>
    </message>
    <message>
        <source>The grey spy removes any trap and attacks any enemy spy outside the embassies with the Zoff rules. If she wins, the enemy goes to the dungeon, pays you 1 Zillion and you move again; if she loses, you pay 1 Zillion.</source>
        <translation>Die graue Spionin beseitigt eine beliebige Falle und greift einen beliebigen feindlichen Spion außerhalb der Botschaften nach den Zoff-Regeln an. Gewinnt sie, wandert der Feind in den Kerker, zahlt dir 1 Zillion und du bist noch einmal dran; verliert sie, zahlst du 1 Zillion.</translation>
    </message>
    <message>
        <source>The white embassy lies right ahead of your spy, with the white Bazong in it.</source>
        <translation>Die weiße Botschaft liegt direkt vor deinem Spion, mit dem weißen Bazong darin.</translation>
    </message>
    <message>
        <source>In the lesson: first accuse the white spy number 2 in the dungeon (the red “Fröhn!” button, then the spy).</source>
        <translation>In der Lektion: Beschuldige zuerst den weißen Spion Nummer 2 im Kerker (der rote Knopf „Fröhn!“, dann der Spion).</translation>
    </message>
    <message>
        <source>Caught! Your reserve spy waits in your dungeon; you can buy him free for 1 Zillion before a move.</source>
        <translation>Erwischt! Dein Ersatzspion wartet in deinem Kerker; vor einem Zug kannst du ihn für 1 Zillion freikaufen.</translation>
    </message>
    <message>
        <source>The game ends when a side brings an enemy Bazong into its embassy or owns 25 Zillionen. A player who accuses the wrong spy, or cannot pay a debt, leaves the game.</source>
        <translation>Das Spiel endet, wenn eine Seite ein feindliches Bazong in ihre Botschaft bringt oder 25 Zillionen besitzt. Wer den falschen Spion beschuldigt oder eine Schuld nicht bezahlen kann, scheidet aus.</translation>
    </message>
    <message>
        <source>That is all the rules. Now finish the game on your own: your spy still moves again, and the white embassy is one field ahead. The computer plays normally from here; Help &gt; Rules has everything to read again.</source>
        <translation>Das sind alle Regeln. Spiel die Partie jetzt allein zu Ende: Dein Spion ist noch einmal dran, und die weiße Botschaft liegt ein Feld vor ihm. Der Computer spielt ab hier normal; unter Hilfe &gt; Regeln kannst du alles nachlesen.</translation>
    </message>
    <message>
        <source>Welcome to Checkpoint Charlie! You are the dog agent John Britton, against two computer agents. Among 32 cats hides a chief spy with his assistants: find them.</source>
        <translation>Willkommen bei Checkpoint Charlie! Du bist der Spürhund John Britton, gegen zwei Computer-Agenten. Unter 32 Katzen versteckt sich ein Oberspion mit seinen Assistenten: Finde sie.</translation>
    </message>
    <message>
        <source>Every cat shows five traits: hat or no hat, sunglasses or none, trench coat or pullover, newspaper or none, grey or orange fur. The chief spy has all five traits of this round, his assistants four. The first agent to collect 10 points wins.</source>
        <translation>Jede Katze zeigt fünf Merkmale: Hut oder kein Hut, Sonnenbrille oder keine, Trenchcoat oder Pullover, Zeitung oder keine, graues oder oranges Fell. Der Oberspion hat alle fünf Merkmale dieser Runde, seine Assistenten vier. Wer zuerst 10 Punkte sammelt, gewinnt.</translation>
    </message>
    <message>
        <source>Each agent has secretly drawn a clue tile. At a real table you now pass the computer on, so that only you see yours: click “Pass on”, then “I am …: show”.</source>
        <translation>Jeder Agent hat geheim ein Hinweisplättchen gezogen. Am echten Tisch gibst du den Computer jetzt weiter, damit nur du deines siehst: Klicke „Weitergeben“, dann „Ich bin …: zeigen“.</translation>
    </message>
    <message>
        <source>Your tile shows grey fur on one side and orange fur on the other. Choose “Grey fur”.</source>
        <translation>Dein Plättchen zeigt auf der einen Seite graues Fell, auf der anderen oranges Fell. Wähle „Graues Fell“.</translation>
    </message>
    <message>
        <source>Each agent secretly chooses one side of the drawn tile. That trait is true of the chief spy this round, and it cannot be changed any more.</source>
        <translation>Jeder Agent wählt geheim eine Seite des gezogenen Plättchens. Dieses Merkmal trifft in dieser Runde auf den Oberspion zu, und es kann nicht mehr geändert werden.</translation>
    </message>
    <message>
        <source>In the lesson, please choose grey fur.</source>
        <translation>In der Lektion wähle bitte graues Fell.</translation>
    </message>
    <message>
        <source>You may look at your own clue tile (and later your chips) at any moment. At a table shared by several players, the others look away.</source>
        <translation>Dein eigenes Hinweisplättchen (und später deine Chips) darfst du dir jederzeit ansehen. An einem Bildschirm, den sich mehrere teilen, schauen die anderen weg.</translation>
    </message>
    <message>
        <source>At a table shared by several players the screen hides every clue, as now. Click “Look at mine” beside the table: it shows your clue and your chips to you alone. Then go back to the table.</source>
        <translation>An einem Bildschirm, den sich mehrere teilen, sind alle Hinweise verdeckt, so wie jetzt. Klicke „Meins ansehen“ neben dem Tisch: Es zeigt deinen Hinweis und deine Chips nur dir. Dann geh zurück zum Tisch.</translation>
    </message>
    <message>
        <source>Playing alone against the computer, you see your clue all the time. You begin: click the deck to draw a cat.</source>
        <translation>Allein gegen den Computer siehst du deinen Hinweis die ganze Zeit. Du beginnst: Klicke den Stapel, um eine Katze zu ziehen.</translation>
    </message>
    <message>
        <source>Compare the drawn cat with your clue. Does it show your trait? Then it is a suspect and lies open in your row. If not, it goes onto your own discard pile. The app does this for you; everybody sees where the card goes.</source>
        <translation>Vergleiche die gezogene Katze mit deinem Hinweis. Zeigt sie dein Merkmal? Dann ist sie verdächtig und liegt offen in deiner Reihe. Wenn nicht, kommt sie auf deinen eigenen Ablagestapel. Die App macht das für dich; alle sehen, wohin die Karte geht.</translation>
    </message>
    <message>
        <source>In the lesson: click the deck to draw a cat.</source>
        <translation>In der Lektion: Klicke den Stapel, um eine Katze zu ziehen.</translation>
    </message>
    <message>
        <source>Your cat Luna has orange fur: onto your discard pile. Computer 1 drew an agent card first: a clue tile was tossed, and “no sunglasses” lies open in the middle.</source>
        <translation>Deine Katze Luna hat oranges Fell: auf deinen Ablagestapel. Computer 1 hat zuerst eine Agentenkarte gezogen: Ein Hinweisplättchen wurde geworfen, und „keine Sonnenbrille“ liegt offen in der Mitte.</translation>
    </message>
    <message>
        <source>With three or four agents, the unused agent cards are shuffled into the deck. Whoever draws one tosses a tile from the bag like a coin: the side that lands up is one more true trait, open to all. Then that agent draws again. Still, cats are only ever compared with your own clue.</source>
        <translation>Zu dritt oder zu viert werden die unbenutzten Agentenkarten in den Stapel gemischt. Wer eine zieht, wirft ein Plättchen aus dem Beutel wie eine Münze: Die Seite, die oben landet, ist ein weiteres zutreffendes Merkmal, offen für alle. Dann zieht dieser Agent noch einmal. Katzen werden trotzdem immer nur mit deinem eigenen Hinweis verglichen.</translation>
    </message>
    <message>
        <source>Draw your next cat.</source>
        <translation>Zieh deine nächste Katze.</translation>
    </message>
    <message>
        <source>Now think like a detective. Nils in your row has your grey fur and no sunglasses, like the open tile. Computer 1 discarded Pavel and Kim: together they show every trait except “hat”, so its clue must be the hat. Nils wears a hat.</source>
        <translation>Jetzt denk wie ein Detektiv. Nils in deiner Reihe hat dein graues Fell und keine Sonnenbrille, wie das offene Plättchen. Computer 1 hat Pavel und Kim abgelegt: Zusammen zeigen sie jedes Merkmal außer „Hut“, also muss sein Hinweis der Hut sein. Nils trägt einen Hut.</translation>
    </message>
    <message>
        <source>The rows and discard piles tell you which traits the others may hold. Combine them with your own clue and the open tiles: the chief spy needs all five traits, an assistant four.</source>
        <translation>Die Reihen und Ablagestapel verraten dir, welche Merkmale die anderen haben können. Verbinde sie mit deinem eigenen Hinweis und den offenen Plättchen: Der Oberspion braucht alle fünf Merkmale, ein Assistent vier.</translation>
    </message>
    <message>
        <source>Accuse Nils: he is already chosen and marked in your row. Confirm with a click on his card (or on “Accuse Nils” above the rows).</source>
        <translation>Beschuldige Nils: Er ist schon ausgewählt und in deiner Reihe markiert. Bestätige mit einem Klick auf seine Karte (oder auf „Nils beschuldigen“ über den Reihen).</translation>
    </message>
    <message>
        <source>In the lesson: accuse Nils first (click his card).</source>
        <translation>In der Lektion: Beschuldige zuerst Nils (klicke seine Karte an).</translation>
    </message>
    <message>
        <source>An accusation may be made at any moment, even when it is not your turn (the “Accuse” button beside the table). Each agent accuses one cat a round, the mark cannot be moved, and every cat can be accused only once.</source>
        <translation>Beschuldigen darf man jederzeit, auch wenn man nicht dran ist (der Knopf „Beschuldigen“ neben dem Tisch). Jeder Agent beschuldigt pro Runde eine Katze, die Markierung darf nicht versetzt werden, und jede Katze kann nur einmal beschuldigt werden.</translation>
    </message>
    <message>
        <source>Good. After an accusation you still draw as usual: click the deck.</source>
        <translation>Gut. Nach einer Beschuldigung ziehst du weiter wie gewohnt: Klicke den Stapel.</translation>
    </message>
    <message>
        <source>The round ends as soon as all agents but one have accused, or when the deck is empty (then the others must accuse in turn).</source>
        <translation>Die Runde endet, sobald alle Agenten bis auf einen beschuldigt haben, oder wenn der Stapel leer ist (dann müssen die übrigen der Reihe nach beschuldigen).</translation>
    </message>
    <message>
        <source>Computer 1 accused Fleming: the round is over, and the board shows all clues. Nils is the chief spy: a gold chip for you! Fleming is an assistant: a white chip for Computer 1.</source>
        <translation>Computer 1 hat Fleming beschuldigt: Die Runde ist vorbei, und der Tisch zeigt alle Hinweise. Nils ist der Oberspion: ein goldener Chip für dich! Fleming ist ein Assistent: ein weißer Chip für Computer 1.</translation>
    </message>
    <message>
        <source>The chief spy&apos;s accuser takes a gold chip (3 to 5 points), an assistant&apos;s a white one (1 or 2), an innocent cat&apos;s a black one (0 or -1); who accused nobody takes black (white if nobody found the chief). Only the owner sees the value.</source>
        <translation>Wer den Oberspion beschuldigt hat, nimmt einen goldenen Chip (3 bis 5 Punkte), bei einem Assistenten einen weißen (1 oder 2), bei einer unschuldigen Katze einen schwarzen (0 oder -1); wer niemanden beschuldigt hat, nimmt Schwarz (Weiß, wenn niemand den Oberspion fand). Den Wert sieht nur der Besitzer.</translation>
    </message>
    <message>
        <source>A new round begins: everyone draws a new clue tile, and the agent who found the chief spy starts.</source>
        <translation>Eine neue Runde beginnt: Jeder zieht ein neues Hinweisplättchen, und der Agent, der den Oberspion gefunden hat, fängt an.</translation>
    </message>
    <message>
        <source>The game ends when an agent reaches 10 points, when the chips of one colour run out, or after the fifth round. Then the most points win; on a tie, the most gold chips.</source>
        <translation>Das Spiel endet, wenn ein Agent 10 Punkte erreicht, wenn die Chips einer Farbe ausgehen oder nach der fünften Runde. Dann gewinnen die meisten Punkte; bei Gleichstand die meisten goldenen Chips.</translation>
    </message>
    <message>
        <source>That is all the rules. Now finish the game on your own: choose your new clue, and the computer agents play normally from here. Help &gt; Rules has everything to read again.</source>
        <translation>Das sind alle Regeln. Spiel die Partie jetzt allein zu Ende: Wähle deinen neuen Hinweis; die Computer-Agenten spielen ab hier normal. Unter Hilfe &gt; Regeln kannst du alles nachlesen.</translation>
    </message>
</context>
<context>
    <name>CodesDialog</name>
    <message>
        <source>Your table on the server</source>
        <translation>Dein Tisch auf dem Server</translation>
    </message>
    <message>
        <source>Give each player the server&apos;s address and their code: they join in the Game menu, or in a browser at the server&apos;s address.</source>
        <translation>Gib allen Mitspielern die Adresse des Servers und ihren Code: Sie nehmen über das Menü „Spiel“ teil oder in einem Browser unter der Adresse des Servers.</translation>
    </message>
    <message>
        <source>Address: %1</source>
        <translation>Adresse: %1</translation>
    </message>
    <message>
        <source>a computer player</source>
        <translation>ein Computerspieler</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Spectators: %1</source>
        <translation>Zuschauer: %1</translation>
    </message>
    <message>
        <source>Codes of the table</source>
        <translation>Codes des Tisches</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Unexpected error</source>
        <translation>Unerwarteter Fehler</translation>
    </message>
    <message>
        <source>Something went wrong in Spielesammlung: %1</source>
        <translation>In der Spielesammlung ist etwas schiefgegangen: %1</translation>
    </message>
    <message>
        <source>The details are in the log file %1.</source>
        <translation>Die Einzelheiten stehen in der Protokolldatei %1.</translation>
    </message>
    <message>
        <source>No log file could be written.</source>
        <translation>Es konnte keine Protokolldatei geschrieben werden.</translation>
    </message>
    <message>
        <source>Open the log folder</source>
        <translation>Protokollordner öffnen</translation>
    </message>
    <message>
        <source>Your game was saved and closed; continue it from the start screen.</source>
        <translation>Euer Spiel wurde gespeichert und geschlossen; auf der Startseite könnt ihr es fortsetzen.</translation>
    </message>
    <message>
        <source>The game was closed; it could not be saved.</source>
        <translation>Das Spiel wurde geschlossen; es konnte nicht gespeichert werden.</translation>
    </message>
</context>
<context>
    <name>DiplomacyPanel</name>
    <message>
        <source>%1 proposes a small alliance to %2.</source>
        <extracomment>the fixed buttons of the grid by the id of their choice, and their places (row, column)</extracomment>
        <translation>%1 schlägt %2 eine kleine Allianz vor.</translation>
    </message>
    <message>
        <source>%1 proposes a grand alliance to %2.</source>
        <translation>%1 schlägt %2 eine große Allianz vor.</translation>
    </message>
    <message>
        <source>%1, do you accept?</source>
        <translation>%1, nimmst du an?</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Annehmen</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <source>%1 gives %2 notice of their small alliance.</source>
        <translation>%1 kündigt %2 die kleine Allianz.</translation>
    </message>
    <message>
        <source>%1, how many moves of notice do you ask for?</source>
        <translation>%1, wie viele Züge Frist verlangst du?</translation>
    </message>
    <message>
        <source>None: it ends now</source>
        <translation>Keine: sie endet sofort</translation>
    </message>
    <message>
        <source>%1 offers a draw.</source>
        <translation>%1 bietet ein Unentschieden an.</translation>
    </message>
    <message>
        <source>Accept the draw</source>
        <translation>Unentschieden annehmen</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <source>Leave them there</source>
        <translation>Stehen lassen</translation>
    </message>
    <message>
        <source>%1, out of turn you may give notice of your small alliance.</source>
        <translation>%1, du darfst außerhalb deines Zuges deine kleine Allianz kündigen.</translation>
    </message>
    <message>
        <source>%1, out of turn you may propose an alliance.</source>
        <translation>%1, du darfst außerhalb deines Zuges ein Bündnis vorschlagen.</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Back to the game without a step (Escape)</source>
        <translation>Ohne Schritt zurück zum Spiel (Escape)</translation>
    </message>
    <message>
        <source>%1, none of your pieces can move.</source>
        <translation>%1, keiner deiner Steine kann ziehen.</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Aussetzen</translation>
    </message>
    <message>
        <source>small alliance</source>
        <translation>kleine Allianz</translation>
    </message>
    <message>
        <source>grand alliance</source>
        <translation>große Allianz</translation>
    </message>
    <message>
        <source>%1 and %2: %3</source>
        <translation>%1 und %2: %3</translation>
    </message>
    <message>
        <source>Notice chips left for %2: %1</source>
        <translation>Chips der Kündigungsfrist bei %2: %1</translation>
    </message>
    <message>
        <source>No alliances.</source>
        <translation>Keine Bündnisse.</translation>
    </message>
    <message>
        <source>Traitors, never to ally again: %1</source>
        <translation>Verräter, nie mehr bündnisfähig: %1</translation>
    </message>
    <message>
        <source>Chips in the box: %1</source>
        <translation>Chips im Vorrat: %1</translation>
    </message>
    <message>
        <source>Keep the alliance</source>
        <translation>Allianz fortsetzen</translation>
    </message>
    <message>
        <source>%1, do you want to give %2 notice of your small alliance?</source>
        <translation>%1, willst du %2 die kleine Allianz kündigen?</translation>
    </message>
    <message>
        <source>Betray the alliance</source>
        <translation>Allianz verraten</translation>
    </message>
    <message>
        <source>%1, you may put your new ally&apos;s pieces standing in your truce zone next to it: click such a piece, then a marked square (keys: F6 to the board, Tab and Enter).</source>
        <translation>%1, du darfst die Steine deines neuen Verbündeten, die in deinem Burgfrieden stehen, an den Rand der Zone setzen: Klicke einen solchen Stein an, dann ein markiertes Feld (Tasten: F6 zum Spielbrett, Tab und Eingabe).</translation>
    </message>
    <message>
        <source>%1, do you want to betray %2 and break your grand alliance?</source>
        <translation>%1, willst du %2 verraten und die große Allianz brechen?</translation>
    </message>
    <message>
        <source>You may attack %3 at once, but you can never ally again in this game.</source>
        <translation>Du darfst %3 sofort angreifen, kannst dich aber in dieser Partie mit niemandem mehr verbünden.</translation>
    </message>
    <message>
        <source>%1, do you want to resign the game?</source>
        <translation>%1, willst du die Partie aufgeben?</translation>
    </message>
    <message>
        <source>%2 then wins the battle.</source>
        <translation>Dann gewinnt %2 die Schlacht.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Diplomacy</source>
        <translation>Diplomatie</translation>
    </message>
    <message>
        <source>Ally with</source>
        <translation>Bündnis mit</translation>
    </message>
    <message>
        <source>Small alliance</source>
        <extracomment>the panel&apos;s fixed diplomacy buttons by id (a proposal&apos;s id adds its partner: `propose_id`)</extracomment>
        <translation>Kleine Allianz</translation>
    </message>
    <message>
        <source>Grand alliance</source>
        <translation>Große Allianz</translation>
    </message>
    <message>
        <source>Give notice</source>
        <translation>Kündigen</translation>
    </message>
    <message>
        <source>%3 asks for %4 to %5 moves of notice; after them you are enemies again. The notice cannot be taken back.</source>
        <translation>%3 verlangt %4 bis %5 Züge Frist; danach seid ihr wieder Feinde. Die Kündigung kann nicht zurückgenommen werden.</translation>
    </message>
    <message>
        <source>Betray</source>
        <translation>Verraten</translation>
    </message>
    <message>
        <source>Offer a draw</source>
        <translation>Unentschieden anbieten</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <source>Propose a small alliance (it can be cancelled with notice)</source>
        <translation>Eine kleine Allianz vorschlagen (sie kann mit Frist gekündigt werden)</translation>
    </message>
    <message>
        <source>Propose a grand alliance (it can only be broken by betrayal)</source>
        <translation>Eine große Allianz vorschlagen (sie kann nur durch Verrat gebrochen werden)</translation>
    </message>
    <message>
        <source>Break your grand alliance now; you can never ally again</source>
        <translation>Die große Allianz sofort brechen; danach kannst du dich mit niemandem mehr verbünden</translation>
    </message>
    <message>
        <source>Offer a draw (only when two parties are left)</source>
        <translation>Ein Unentschieden anbieten (nur wenn zwei Parteien übrig sind)</translation>
    </message>
    <message>
        <source>Give up (only when two parties are left)</source>
        <translation>Aufgeben (nur wenn zwei Parteien übrig sind)</translation>
    </message>
</context>
<context>
    <name>FoundHosts</name>
    <message>
        <source>&amp;Found on this network:</source>
        <translation>Im &amp;Netzwerk gefunden:</translation>
    </message>
    <message>
        <source>Hosts found on this network</source>
        <translation>Im Netzwerk gefundene Gastgeber</translation>
    </message>
    <message>
        <source>&amp;Look again</source>
        <translation>&amp;Erneut suchen</translation>
    </message>
    <message>
        <source>Looking for hosts…</source>
        <translation>Suche nach Gastgebern …</translation>
    </message>
    <message>
        <source>Hosts cannot be looked for here: %1</source>
        <translation>Hier kann nicht nach Gastgebern gesucht werden: %1</translation>
    </message>
    <message>
        <source>%1 (%2, another version)</source>
        <translation>%1 (%2, andere Version)</translation>
    </message>
    <message>
        <source>%1 (%2, table server)</source>
        <translation>%1 (%2, Tisch-Server)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Hosts found: %1</source>
        <translation>Gefundene Gastgeber: %1</translation>
    </message>
    <message>
        <source>No host answered on this network.</source>
        <translation>Kein Gastgeber im Netzwerk hat geantwortet.</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <source>Players: %1</source>
        <translation>Spieler: %1</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation>Bald verfügbar</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Spiel lernen</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Undo stops here: it would take back the secret choice of %1, which only %1 knows.</source>
        <extracomment>a phone action queued during an animation was applied (seat, None) or refused (seat, why) a human looking at their own secrets, and the secret page made of their view what the controller waits for (a thought, a timer, an animation) and what follows it; an answer whose token is not this one&apos;s comes too late and is dropped plays a sound by name (the main window&apos;s sound player; None: silence)</extracomment>
        <translation>Rückgängig endet hier: Es würde die geheime Wahl von %1 zurücknehmen, die nur %1 kennt.</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>The file could not be read.</source>
        <translation>Die Datei konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The file is damaged or incomplete.</source>
        <translation>Die Datei ist beschädigt oder unvollständig.</translation>
    </message>
    <message>
        <source>This is not a saved game of Spielesammlung.</source>
        <translation>Das ist kein gespeichertes Spiel der Spielesammlung.</translation>
    </message>
    <message>
        <source>This game was saved by a newer version of Spielesammlung.</source>
        <translation>Dieses Spiel wurde mit einer neueren Version der Spielesammlung gespeichert.</translation>
    </message>
    <message>
        <source>This version of Spielesammlung does not have that game.</source>
        <translation>Diese Version der Spielesammlung kennt dieses Spiel nicht.</translation>
    </message>
    <message>
        <source>The moves in this file do not follow the rules.</source>
        <translation>Die Züge in dieser Datei folgen nicht den Regeln.</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Spiel kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>The file was left unchanged.</source>
        <translation>Die Datei wurde nicht verändert.</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Gespeichertes Spiel öffnen</translation>
    </message>
    <message>
        <source>Saved games (*.spiel)</source>
        <translation>Gespeicherte Spiele (*.spiel)</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>Board</source>
        <translation>Spielbrett</translation>
    </message>
    <message>
        <source>Move log</source>
        <translation>Zugprotokoll</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Last: %1</source>
        <translation>Zuletzt: %1</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Tipp: %1</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Stark</translation>
    </message>
    <message>
        <source>Reversi with a twist: only one enclosed line flips, chosen by the mover.</source>
        <translation>Reversi mit Kniff: nur eine eingeschlossene Reihe wird umgedreht – der Ziehende wählt sie.</translation>
    </message>
    <message>
        <source>Stack dice in a rack: fulfil secret missions and line up four visors.</source>
        <translation>Würfel im Halter stapeln: geheime Missionen erfüllen und vier Visiere in eine Reihe bringen.</translation>
    </message>
    <message>
        <source>Spies, duels with secret cards, traps and traitors: steal the Bazong.</source>
        <translation>Spione, Zoff mit geheimen Karten, Fallen und Verräter: schnapp dir den Bazong.</translation>
    </message>
    <message>
        <source>Deduce the cat spy from secret clues and accuse before the others.</source>
        <translation>Den Katzenspion aus geheimen Hinweisen erschließen und vor den anderen beschuldigen.</translation>
    </message>
    <message>
        <source>Halma moves across a landscape: castles, alliances and betrayal.</source>
        <translation>Halma-Züge durch eine Landschaft: Burgen, Bündnisse und Verrat.</translation>
    </message>
    <message>
        <source>Easy: plays at once and makes mistakes; for beginners and children.</source>
        <translation>Leicht: spielt sofort und macht Fehler; für Anfänger und Kinder.</translation>
    </message>
    <message>
        <source>Medium: plays sensibly and looks a little ahead; it can be beaten.</source>
        <translation>Mittel: spielt vernünftig und denkt ein wenig voraus; schlagbar, wenn du aufpasst.</translation>
    </message>
    <message>
        <source>Strong: thinks up to a second a move and looks far ahead; a real challenge.</source>
        <translation>Stark: rechnet bis zu einer Sekunde pro Zug weit voraus; fordert dich richtig heraus.</translation>
    </message>
</context>
<context>
    <name>Geheime Mission</name>
    <message>
        <source>Column %1</source>
        <translation>Säule %1</translation>
    </message>
    <message>
        <source>Place a die: choose the column and the symbol on top.</source>
        <translation>Setze einen Würfel: Wähle die Säule und das Symbol oben.</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
</context>
<context>
    <name>HandoverPage</name>
    <message>
        <source>Pass the computer to %1</source>
        <translation>Gib den Computer an %1 weiter</translation>
    </message>
    <message>
        <source>Everyone else, please look away.</source>
        <translation>Alle anderen schauen bitte weg.</translation>
    </message>
    <message>
        <source>I am %1: show</source>
        <translation>Ich bin %1: zeigen</translation>
    </message>
</context>
<context>
    <name>Heimlich</name>
    <message>
        <source>Pass (no stone can enclose any)</source>
        <translation>Passen (kein Stein kann etwas einschließen)</translation>
    </message>
    <message>
        <source>Place on %1</source>
        <translation>Auf %1 setzen</translation>
    </message>
    <message>
        <source>flips %1</source>
        <translation>dreht %1 um</translation>
    </message>
    <message>
        <source>Flips %1</source>
        <translation>Dreht %1 um</translation>
    </message>
    <message>
        <source>Line %1: flips %2</source>
        <translation>Linie %1: dreht %2 um</translation>
    </message>
    <message>
        <source>Stone on %1</source>
        <translation>Stein auf %1</translation>
    </message>
    <message>
        <source>No stone of yours can enclose any: you pass.</source>
        <translation>Kein Stein von dir kann etwas einschließen: Du musst passen.</translation>
    </message>
    <message>
        <source>Place a stone on a marked square: it must enclose stones of the other side.</source>
        <translation>Setze einen Stein auf ein markiertes Feld: Er muss Steine der anderen Seite einschließen.</translation>
    </message>
    <message>
        <source>Stone on %1: choose which line flips, 1 or 2.</source>
        <translation>Stein auf %1: Wähle, welche Linie umgedreht wird, 1 oder 2.</translation>
    </message>
    <message>
        <source>Stone on %1: choose which line flips, 1 to %2.</source>
        <translation>Stein auf %1: Wähle, welche Linie umgedreht wird, 1 bis %2.</translation>
    </message>
</context>
<context>
    <name>HeimlichPanel</name>
    <message>
        <source>Key %1</source>
        <translation>Taste %1</translation>
    </message>
    <message>
        <source>Back (Escape)</source>
        <translation>Zurück (Escape)</translation>
    </message>
    <message>
        <source>Back to the squares</source>
        <translation>Zurück zu den Feldern</translation>
    </message>
</context>
<context>
    <name>HeimlichTexts</name>
    <message>
        <source>police (white, star)</source>
        <translation>Polizisten (weiß, Stern)</translation>
    </message>
    <message>
        <source>robbers (yellow, mask)</source>
        <translation>Räuber (gelb, Maske)</translation>
    </message>
    <message>
        <source>%1 – %2: %3 on the board, %4 in the supply</source>
        <translation>%1 – %2: %3 auf dem Brett, %4 im Vorrat</translation>
    </message>
    <message>
        <source>The board is full.</source>
        <translation>Das Brett ist voll.</translation>
    </message>
    <message>
        <source>Neither side can place a stone.</source>
        <translation>Keine Seite kann noch einen Stein setzen.</translation>
    </message>
    <message numerus="yes">
        <source>%1 – %2: %n stone(s)</source>
        <translation>
            <numerusform>%1 – %2: %n Stein</numerusform>
            <numerusform>%1 – %2: %n Steine</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 on %2, flips %3</source>
        <translation>%1 setzt auf %2, dreht %3 um</translation>
    </message>
    <message>
        <source>%1 cannot enclose anything and passes</source>
        <translation>%1 kann nichts einschließen und muss passen</translation>
    </message>
    <message>
        <source>%1 has no stone left and takes one from %2</source>
        <translation>%1 hat keinen Stein mehr und nimmt einen von %2</translation>
    </message>
    <message>
        <source>police stone</source>
        <translation>Polizeistein</translation>
    </message>
    <message>
        <source>robber stone</source>
        <translation>Räuberstein</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>placed last</source>
        <translation>zuletzt gesetzt</translation>
    </message>
    <message>
        <source>flipped by the last move</source>
        <translation>vom letzten Zug umgedreht</translation>
    </message>
    <message>
        <source>you can place here (%1 to flip)</source>
        <translation>du kannst hier setzen (%1 umzudrehen)</translation>
    </message>
    <message>
        <source>you can place here (one of %1 lines to flip)</source>
        <translation>du kannst hier setzen (eine von %1 Linien umdrehen)</translation>
    </message>
    <message>
        <source>line that flips %1 (arrows: other line, Enter: place)</source>
        <translation>Linie, die %1 umdreht (Pfeile: andere Linie, Enter: setzen)</translation>
    </message>
    <message>
        <source>%1, flips %2</source>
        <translation>%1, dreht %2 um</translation>
    </message>
    <message>
        <source>police on %1</source>
        <translation>Polizei auf %1</translation>
    </message>
    <message>
        <source>robbers on %1</source>
        <translation>Räuber auf %1</translation>
    </message>
    <message>
        <source>Rank %1: %2</source>
        <translation>Reihe %1: %2</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join with your phones</source>
        <translation>Mit den Handys mitspielen</translation>
    </message>
    <message>
        <source>Each player scans their code with the phone&apos;s camera (same Wi-Fi as this computer) and keeps the page open: it shows their secrets and takes their decisions. Keep the codes to yourselves: a code is the seat.</source>
        <translation>Jede Person scannt ihren Code mit der Handykamera (im selben WLAN wie dieser Computer) und lässt die Seite offen: Sie zeigt ihre Geheimnisse und nimmt ihre Entscheidungen an. Behaltet die Codes für euch: Ein Code ist der Platz.</translation>
    </message>
    <message>
        <source>Join code of %1</source>
        <translation>Beitrittscode von %1</translation>
    </message>
    <message>
        <source>Room code %1&lt;br&gt;&lt;small&gt;(type it at %2)&lt;/small&gt;</source>
        <translation>Raumcode %1&lt;br&gt;&lt;small&gt;(unter %2 eintippen)&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Phone connected</source>
        <translation>Handy verbunden</translation>
    </message>
    <message>
        <source>No phone yet</source>
        <translation>Noch kein Handy</translation>
    </message>
    <message>
        <source>Join a game on another computer</source>
        <translation>An einem Spiel auf einem anderen Computer teilnehmen</translation>
    </message>
    <message>
        <source>The host&apos;s window shows where to join (an address with a port) and a code for each player on another computer.</source>
        <translation>Das Fenster des Gastgebers zeigt, wo man mitspielt (eine Adresse mit Port), und einen Code für jeden Mitspieler an einem anderen Computer.</translation>
    </message>
    <message>
        <source>Address of the host</source>
        <translation>Adresse des Gastgebers</translation>
    </message>
    <message>
        <source>Your code</source>
        <translation>Dein Code</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse:</translation>
    </message>
    <message>
        <source>&amp;Code:</source>
        <translation>&amp;Code:</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Mitspielen</translation>
    </message>
    <message>
        <source>Type the host&apos;s address and your code.</source>
        <translation>Gib die Adresse des Gastgebers und deinen Code ein.</translation>
    </message>
    <message>
        <source>Joining…</source>
        <translation>Verbinde…</translation>
    </message>
    <message>
        <source>The host could not be reached: %1</source>
        <translation>Der Gastgeber ist nicht erreichbar: %1</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The game ends in a draw.</source>
        <translation>Das Spiel endet unentschieden.</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 gewinnt!</translation>
    </message>
    <message>
        <source>%1 win together!</source>
        <translation>%1 gewinnen gemeinsam!</translation>
    </message>
    <message>
        <source>%1 acts out of turn</source>
        <translation>%1 handelt außer der Reihe</translation>
    </message>
    <message>
        <source>Paused: %1 is next</source>
        <translation>Angehalten: %1 ist als Nächstes dran</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 überlegt…</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>%1 ist am Zug</translation>
    </message>
    <message>
        <source>%1 decides on their own computer</source>
        <translation>%1 entscheidet am eigenen Computer</translation>
    </message>
    <message>
        <source>Undo: the game is over and its secrets may be shown; it stays over.</source>
        <translation>Rückgängig: Das Spiel ist aus und seine Geheimnisse dürfen gezeigt werden; es bleibt aus.</translation>
    </message>
    <message>
        <source>Undo: a die, a drawn card or a revealed secret since the last move cannot be taken back.</source>
        <translation>Rückgängig: Ein Würfelwurf, eine gezogene Karte oder ein aufgedecktes Geheimnis seit dem letzten Zug lässt sich nicht zurücknehmen.</translation>
    </message>
    <message>
        <source>The disk is full: this game is not being saved. Free some space; saving goes on by itself.</source>
        <translation>Der Datenträger ist voll: Dieses Spiel wird nicht gespeichert. Schaffe etwas Platz; das Speichern geht dann von selbst weiter.</translation>
    </message>
    <message>
        <source>The save folder cannot be written to: this game is not being saved (%1).</source>
        <translation>In den Speicherordner kann nicht geschrieben werden: Dieses Spiel wird nicht gespeichert (%1).</translation>
    </message>
    <message>
        <source>This game is not being saved: %1</source>
        <translation>Dieses Spiel wird nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>The disk is full: finished games are not added to the records. Free some space; recording goes on by itself.</source>
        <translation>Der Datenträger ist voll: Beendete Spiele kommen nicht in die Statistik. Schaffe etwas Platz; das Eintragen geht dann von selbst weiter.</translation>
    </message>
    <message>
        <source>The records folder cannot be written to: finished games are not added to the records (%1).</source>
        <translation>In den Ordner der Statistik kann nicht geschrieben werden: Beendete Spiele kommen nicht in die Statistik (%1).</translation>
    </message>
    <message>
        <source>Finished games are not added to the records: %1</source>
        <translation>Beendete Spiele kommen nicht in die Statistik: %1</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Spielregeln: %1</translation>
    </message>
    <message>
        <source>The rules text is missing.</source>
        <translation>Der Regeltext fehlt.</translation>
    </message>
    <message>
        <source>About Spielesammlung</source>
        <translation>Über Spielesammlung</translation>
    </message>
    <message>
        <source>Spielesammlung %1

German board games for one table: Heimlich, still &amp; leise, Geheime Mission, Spion &amp; Spion, Checkpoint Charlie and Allianz.</source>
        <translation>Spielesammlung %1

Deutsche Brettspiele für einen Tisch: Heimlich, still &amp; leise, Geheime Mission, Spion &amp; Spion, Checkpoint Charlie und Allianz.</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Neu…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Join a game on another computer…</source>
        <translation>An einem Spiel auf einem anderen Computer &amp;teilnehmen…</translation>
    </message>
    <message>
        <source>Play on a &amp;table server…</source>
        <translation>Auf einem Tisch-Ser&amp;ver spielen…</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Records…</source>
        <translation>&amp;Statistik…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Zug</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>&amp;Pause computer players</source>
        <translation>Computerspieler &amp;anhalten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>&amp;Read out the position</source>
        <translation>Stellung vor&amp;lesen</translation>
    </message>
    <message>
        <source>&amp;List the possible moves</source>
        <translation>Mögliche &amp;Züge nennen</translation>
    </message>
    <message>
        <source>Repeat the last &amp;announcement</source>
        <translation>Letzte &amp;Ansage wiederholen</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>&amp;Animationen</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>&amp;Text size</source>
        <translation>Te&amp;xtgröße</translation>
    </message>
    <message>
        <source>As the system (%1 %)</source>
        <translation>Wie im System (%1 %)</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>&amp;Memory aid (what each player has seen)</source>
        <translation>&amp;Gedächtnisstütze (was jeder gesehen hat)</translation>
    </message>
    <message>
        <source>&amp;Deduction helper (gives the solution away: what the others can still hold)</source>
        <translation>&amp;Deduktionshilfe (verrät die Lösung: was die anderen noch haben können)</translation>
    </message>
    <message>
        <source>Announce moves to screen &amp;readers</source>
        <translation>Züge dem &amp;Bildschirmleser ansagen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>Spiel&amp;regeln</translation>
    </message>
    <message>
        <source>&amp;About Spielesammlung</source>
        <translation>Ü&amp;ber Spielesammlung</translation>
    </message>
</context>
<context>
    <name>MissionBoard</name>
    <message>
        <source>Play again (colours swapped)</source>
        <translation>Revanche (Farben getauscht)</translation>
    </message>
</context>
<context>
    <name>MissionPanel</name>
    <message>
        <source>Show my mission (hold)</source>
        <translation>Meine Mission zeigen (gedrückt halten)</translation>
    </message>
    <message>
        <source>Shows your secret mission card while you hold the button. Others look away.</source>
        <translation>Zeigt deine geheime Missionskarte, solange du den Knopf gedrückt hältst. Die anderen schauen weg.</translation>
    </message>
</context>
<context>
    <name>MissionTexts</name>
    <message>
        <source>Red</source>
        <extracomment>(round, rack full, who lined up the row): what ended the last round, for the next one&apos;s banner</extracomment>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>red, round visor</source>
        <translation>rot, rundes Visier</translation>
    </message>
    <message>
        <source>blue, square visor</source>
        <translation>blau, eckiges Visier</translation>
    </message>
    <message>
        <source>mission %1</source>
        <translation>Mission %1</translation>
    </message>
    <message>
        <source>visor row %1</source>
        <translation>Visier-Reihe %1</translation>
    </message>
    <message>
        <source>bonus %1</source>
        <translation>Bonus %1</translation>
    </message>
    <message>
        <source>Your mission: %1</source>
        <translation>Deine Mission: %1</translation>
    </message>
    <message>
        <source>%1 reached %2 points first.</source>
        <translation>%1 erreicht zuerst %2 Punkte.</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s)</source>
        <translation>
            <numerusform>%1: %n Punkt</numerusform>
            <numerusform>%1: %n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1: %2 of 6 dice</source>
        <translation>Spalte %1: %2 von 6 Würfeln</translation>
    </message>
    <message>
        <source>on top: %1 (%2)</source>
        <translation>oben: %1 (%2)</translation>
    </message>
    <message>
        <source>placed last</source>
        <translation>zuletzt gesetzt</translation>
    </message>
    <message>
        <source>Click a column to place your die (or Left/Right and Enter).</source>
        <translation>Klicke auf eine Spalte, um deinen Würfel zu setzen (oder Links/Rechts und Enter).</translation>
    </message>
    <message>
        <source>Click a column for your die (or Left/Right and Enter).</source>
        <translation>Klicke auf eine Spalte für deinen Würfel (oder Links/Rechts und Enter).</translation>
    </message>
    <message>
        <source>Choose the symbol on top: click a tile (or Up/Down and Enter). Escape cancels.</source>
        <translation>Wähle das Symbol oben: Klicke auf ein Bild (oder Hoch/Runter und Enter). Escape bricht ab.</translation>
    </message>
    <message>
        <source>Round %1 · opened by %2</source>
        <translation>Runde %1 · eröffnet von %2</translation>
    </message>
    <message>
        <source>%1 – %2: %3 of %4 points, %5 dice left</source>
        <translation>%1 – %2: %3 von %4 Punkten, noch %5 Würfel</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>To move</source>
        <translation>Am Zug</translation>
    </message>
    <message>
        <source>Mission</source>
        <translation>Mission</translation>
    </message>
    <message>
        <source>Dice left</source>
        <translation>Würfel übrig</translation>
    </message>
    <message>
        <source>Visor only: line up four of your visors.</source>
        <translation>Nur Visier: Bringe vier deiner Visiere in eine Reihe.</translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation>Nachziehstapel</translation>
    </message>
    <message>
        <source>Cards in the draw pile: %1</source>
        <translation>Karten im Nachziehstapel: %1</translation>
    </message>
    <message>
        <source>fulfilled: %1</source>
        <translation>erfüllt: %1</translation>
    </message>
    <message>
        <source>face down: %1</source>
        <translation>verdeckt: %1</translation>
    </message>
    <message>
        <source>Unfinished missions of %1, discarded face down: %2</source>
        <translation>Unerfüllte Missionen von %1, verdeckt abgelegt: %2</translation>
    </message>
    <message>
        <source>column %1, %2 on top</source>
        <translation>Spalte %1, oben %2</translation>
    </message>
    <message>
        <source>Your die: %1 on top</source>
        <translation>Dein Würfel: oben %1</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>Column %1, bottom to top: %2</source>
        <translation>Spalte %1, von unten nach oben: %2</translation>
    </message>
    <message>
        <source>Fulfilled by %1: %2</source>
        <translation>Erfüllt von %1: %2</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 gewinnt!</translation>
    </message>
    <message>
        <source>%1 : %2 points</source>
        <translation>%1 : %2 Punkte</translation>
    </message>
    <message>
        <source>%1 plays red, %2 plays blue</source>
        <translation>%1 spielt Rot, %2 spielt Blau</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>%1 opens.</source>
        <translation>%1 eröffnet.</translation>
    </message>
    <message>
        <source>The rack was full.</source>
        <translation>Der Würfelhalter war voll.</translation>
    </message>
    <message>
        <source>%1 lined up four visors.</source>
        <translation>%1 hat vier Visiere in eine Reihe gebracht.</translation>
    </message>
    <message>
        <source>Secret mission and in the centre of the visor!</source>
        <translation>Geheime Mission und Im Zentrum des Visiers!</translation>
    </message>
    <message>
        <source>Secret mission!</source>
        <translation>Geheime Mission!</translation>
    </message>
    <message>
        <source>In the centre of the visor!</source>
        <translation>Im Zentrum des Visiers!</translation>
    </message>
    <message>
        <source>%1 %2 → %3 of %4 points</source>
        <translation>%1 %2 → %3 von %4 Punkten</translation>
    </message>
    <message>
        <source>%1: column %2, %3 on top</source>
        <translation>%1: Spalte %2, %3 oben</translation>
    </message>
    <message>
        <source>die %1 of %2</source>
        <translation>Würfel %1 von %2</translation>
    </message>
    <message>
        <source>covers %1 (%2)</source>
        <translation>verdeckt %1 (%2)</translation>
    </message>
    <message>
        <source>Secret mission! %1: %2</source>
        <translation>Geheime Mission! %1: %2</translation>
    </message>
    <message>
        <source>In the centre of the visor! %1 lines up four visors (+%2)</source>
        <translation>Im Zentrum des Visiers! %1 bringt vier Visiere in eine Reihe (+%2)</translation>
    </message>
    <message>
        <source>%1: %2, total %3</source>
        <translation>%1: %2, Stand %3</translation>
    </message>
    <message>
        <source>The draw pile is empty: the %1 discarded cards are shuffled</source>
        <translation>Der Nachziehstapel ist leer: Die %1 abgelegten Karten werden gemischt</translation>
    </message>
    <message>
        <source>Round over: the rack is full.</source>
        <translation>Die Runde ist vorbei: Der Würfelhalter ist voll.</translation>
    </message>
    <message>
        <source>Round over.</source>
        <translation>Die Runde ist vorbei.</translation>
    </message>
    <message>
        <source>%1 opens the next round.</source>
        <translation>%1 eröffnet die nächste Runde.</translation>
    </message>
    <message>
        <source>Unfinished missions are discarded; %1 opens the next round.</source>
        <translation>Unerfüllte Missionen werden abgelegt; %1 eröffnet die nächste Runde.</translation>
    </message>
    <message>
        <source>%1 wins %2 : %3!</source>
        <translation>%1 gewinnt %2 : %3!</translation>
    </message>
    <message>
        <source>%1 draws the mission card: %2</source>
        <translation>%1 zieht die Missionskarte: %2</translation>
    </message>
</context>
<context>
    <name>Net</name>
    <message>
        <source>The host plays a newer Spielesammlung. Update this one to join.</source>
        <translation>Der Gastgeber spielt eine neuere Spielesammlung. Aktualisiere diese, um mitzuspielen.</translation>
    </message>
    <message>
        <source>The host plays an older Spielesammlung. The host needs to update it.</source>
        <translation>Der Gastgeber spielt eine ältere Spielesammlung. Der Gastgeber muss sie aktualisieren.</translation>
    </message>
    <message>
        <source>There is no seat with this code at this table.</source>
        <translation>An diesem Tisch gibt es keinen Platz mit diesem Code.</translation>
    </message>
    <message>
        <source>Too many wrong codes. Wait a minute and try again.</source>
        <translation>Zu viele falsche Codes. Warte eine Minute und versuche es noch einmal.</translation>
    </message>
    <message>
        <source>This table has no room for more spectators.</source>
        <translation>An diesem Tisch ist kein Platz für weitere Zuschauer.</translation>
    </message>
    <message>
        <source>The server cannot host this game with these seats.</source>
        <translation>Der Server kann dieses Spiel mit diesen Plätzen nicht anbieten.</translation>
    </message>
    <message>
        <source>The server hosts as many tables as it can. Try again later.</source>
        <translation>Auf dem Server sind alle Tische belegt. Versuche es später noch einmal.</translation>
    </message>
    <message>
        <source>The host did not understand this Spielesammlung.</source>
        <translation>Der Gastgeber hat diese Spielesammlung nicht verstanden.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game: %1</source>
        <translation>Neues Spiel: %1</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Anzahl der Spieler</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <source>On a phone: the player scans a code with their phone (same Wi-Fi as this computer) and sees their secrets and decides there; the screen shows only what everybody may see.</source>
        <translation>Am Handy: Die Person scannt einen Code mit ihrem Handy (im selben WLAN wie dieser Computer), sieht dort ihre Geheimnisse und entscheidet dort; der Bildschirm zeigt nur, was alle sehen dürfen.</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>Name von Spieler %1</translation>
    </message>
    <message>
        <source>At the screen</source>
        <translation>Am Bildschirm</translation>
    </message>
    <message>
        <source>Plays at this screen (passed on for secrets)</source>
        <translation>Spielt an diesem Bildschirm (bei Geheimnissen wird er weitergereicht)</translation>
    </message>
    <message>
        <source>On a phone</source>
        <translation>Am Handy</translation>
    </message>
    <message>
        <source>On another computer</source>
        <translation>An einem anderen Computer</translation>
    </message>
    <message>
        <source>Place of %1</source>
        <translation>Platz von %1</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation>Computer: %1</translation>
    </message>
    <message>
        <source>On another computer: the player chooses Game &gt; Join a game on another computer there and types the address and code shown here beside the board; they see only their own view.</source>
        <translation>An einem anderen Computer: Der Spieler wählt dort Spiel &gt; An einem Spiel auf einem anderen Computer teilnehmen und gibt die Adresse und den Code ein, die hier neben dem Brett stehen; er sieht nur seine eigene Sicht.</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Spiel lernen</translation>
    </message>
    <message>
        <source>A short guided game against the computer</source>
        <translation>Eine kurze Partie gegen den Computer, bei der dich ein Trainer anleitet</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <source>Classic rules (all enclosed lines flip)</source>
        <translation>Klassische Regeln (alle eingeschlossenen Reihen werden umgedreht)</translation>
    </message>
    <message>
        <source>Visor only (no mission cards, for children)</source>
        <extracomment>The game&apos;s options (the ids are contracts: saves, --option).</extracomment>
        <translation>Nur Visier (ohne Missionskarten, für Kinder)</translation>
    </message>
    <message>
        <source>Colour that opens the first round</source>
        <translation>Farbe, die die erste Runde eröffnet</translation>
    </message>
    <message>
        <source>Variant: Stasi officer</source>
        <translation>Variante: Stasi-Offizier</translation>
    </message>
    <message>
        <source>Variant: Café Adler</source>
        <translation>Variante: Café Adler</translation>
    </message>
    <message>
        <source>Opponents sit</source>
        <translation>Gegner sitzen</translation>
    </message>
    <message>
        <source>Harder missions: one more of</source>
        <translation>Schwerere Missionen: eins mehr von</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>side by side (A against B)</source>
        <translation>nebeneinander (A gegen B)</translation>
    </message>
    <message>
        <source>one above the other (A against D)</source>
        <translation>übereinander (A gegen D)</translation>
    </message>
    <message>
        <source>diagonally (A against C)</source>
        <translation>diagonal (A gegen C)</translation>
    </message>
    <message>
        <source>nothing (normal missions)</source>
        <translation>nichts (normale Missionen)</translation>
    </message>
    <message>
        <source>Microfilm</source>
        <translation>Mikrofilm</translation>
    </message>
    <message>
        <source>Spaceship</source>
        <translation>Raumschiff</translation>
    </message>
    <message>
        <source>Submarine</source>
        <translation>U-Boot</translation>
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
        <translation>Am Zug: du</translation>
    </message>
    <message>
        <source>Turn: %1</source>
        <translation>Am Zug: %1</translation>
    </message>
    <message>
        <source>You play %1</source>
        <translation>Du spielst %1</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Your mission: on top of the columns (1 point)</source>
        <translation>Deine Mission: oben auf den Säulen (1 Punkt)</translation>
    </message>
    <message>
        <source>Your mission: on top of the columns (%1 points)</source>
        <translation>Deine Mission: oben auf den Säulen (%1 Punkte)</translation>
    </message>
    <message>
        <source>Visor rows only: no mission cards.</source>
        <translation>Nur Visierreihen: keine Missionskarten.</translation>
    </message>
    <message>
        <source>Round %1 · points: %2</source>
        <translation>Runde %1 · Punkte: %2</translation>
    </message>
    <message>
        <source>you</source>
        <translation>du</translation>
    </message>
    <message>
        <source>%1 ×</source>
        <translation>%1 ×</translation>
    </message>
    <message>
        <source>Your mission</source>
        <translation>Deine Mission</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>%1: %2, %3 of %4 dice</source>
        <translation>%1: %2, %3 von %4 Würfeln</translation>
    </message>
    <message>
        <source>The rack: tap a column</source>
        <translation>Das Regal: tippe eine Säule an</translation>
    </message>
    <message>
        <source>The rack</source>
        <translation>Das Regal</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>the trait pictures of checkpoint-traits.svg, per side of each tile (its 100 x 100 cells)</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Your agent: %1</source>
        <translation>Dein Agent: %1</translation>
    </message>
    <message>
        <source>%1 (Café Adler)</source>
        <translation>%1 (Café Adler)</translation>
    </message>
    <message>
        <source>Your clue</source>
        <translation>Dein Hinweis</translation>
    </message>
    <message>
        <source>Your chips</source>
        <translation>Deine Chips</translation>
    </message>
    <message>
        <source>Your row</source>
        <translation>Deine Reihe</translation>
    </message>
    <message>
        <source>%1&apos;s row</source>
        <translation>Reihe von %1</translation>
    </message>
    <message>
        <source>Your envelope: %1 of %2 is number %3</source>
        <translation>Dein Umschlag: %1 von %2 ist Nummer %3</translation>
    </message>
    <message>
        <source>Envelope of %1: %2 of %3 is number %4</source>
        <translation>Umschlag von %1: %2 von %3 ist Nummer %4</translation>
    </message>
    <message>
        <source>Your Zoff card: %1</source>
        <translation>Deine Zoff-Karte: %1</translation>
    </message>
    <message>
        <source>Your money: %1</source>
        <translation>Dein Geld: %1</translation>
    </message>
    <message>
        <source>Team black %1 · team white %2 Zillionen (%3 win the game)</source>
        <translation>Team Schwarz %1 · Team Weiß %2 Zillionen (%3 gewinnen)</translation>
    </message>
    <message>
        <source>? · %1</source>
        <translation>? · %1</translation>
    </message>
    <message>
        <source>No. %1 · %2</source>
        <translation>Nr. %1 · %2</translation>
    </message>
    <message>
        <source>Your spies</source>
        <translation>Deine Spione</translation>
    </message>
    <message>
        <source>Other spies</source>
        <translation>Andere Spione</translation>
    </message>
    <message>
        <source>Empty fields for a trap: tap one</source>
        <translation>Freie Felder für eine Falle: tippe eins an</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>Traps on the board</source>
        <translation>Fallen auf dem Spielplan</translation>
    </message>
    <message>
        <source>Your side&apos;s pass cards</source>
        <translation>Passierscheine deiner Seite</translation>
    </message>
    <message>
        <source>Envelope of %1: number %2</source>
        <translation>Umschlag von %1: Nummer %2</translation>
    </message>
    <message>
        <source>No. %1</source>
        <translation>Nr. %1</translation>
    </message>
    <message>
        <source>Your envelope: still to write</source>
        <translation>Dein Umschlag: noch zu beschriften</translation>
    </message>
    <message>
        <source>Envelope</source>
        <translation>Umschlag</translation>
    </message>
</context>
<context>
    <name>PhonesPanel</name>
    <message>
        <source>Phones as private hands</source>
        <extracomment>the humans in the room (a seat on another computer is served by ui/remote_host.py)</extracomment>
        <translation>Handys als Hand</translation>
    </message>
    <message>
        <source>Where %1 plays</source>
        <translation>Wo %1 spielt</translation>
    </message>
    <message>
        <source>Join codes…</source>
        <translation>Beitrittscodes …</translation>
    </message>
    <message>
        <source>no phone</source>
        <translation>kein Handy</translation>
    </message>
    <message>
        <source>phone connected</source>
        <translation>Handy verbunden</translation>
    </message>
    <message>
        <source>On the phone</source>
        <translation>Am Handy</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>Am Tisch</translation>
    </message>
    <message>
        <source>Click to decide at the table (with the handover)</source>
        <translation>Klicken: am Tisch entscheiden (mit Übergabe)</translation>
    </message>
    <message>
        <source>Click to decide on the phone</source>
        <translation>Klicken: am Handy entscheiden</translation>
    </message>
    <message>
        <source>Waiting for the phones of: %1</source>
        <translation>Warte auf die Handys von: %1</translation>
    </message>
    <message>
        <source>The table server could not start: %1</source>
        <translation>Der Tisch-Server konnte nicht starten: %1</translation>
    </message>
</context>
<context>
    <name>Recorder</name>
    <message>
        <source>The records file is not a database.</source>
        <translation>Die Statistik-Datei ist keine Datenbank.</translation>
    </message>
    <message>
        <source>The records file is damaged.</source>
        <translation>Die Statistik-Datei ist beschädigt.</translation>
    </message>
    <message>
        <source>The records file was written by a newer version of Spielesammlung.</source>
        <translation>Die Statistik-Datei wurde von einer neueren Version der Spielesammlung geschrieben.</translation>
    </message>
    <message>
        <source>Records set aside</source>
        <translation>Statistik beiseitegelegt</translation>
    </message>
    <message>
        <source>It was set aside, not deleted, and a new, empty records file was started. Your games and saved games are not affected.</source>
        <translation>Sie wurde beiseitegelegt, nicht gelöscht, und eine neue, leere Statistik-Datei wurde angelegt. Deine Spiele und gespeicherten Spiele sind davon nicht betroffen.</translation>
    </message>
</context>
<context>
    <name>RecordsPage</name>
    <message>
        <source>All games</source>
        <translation>Alle Spiele</translation>
    </message>
    <message>
        <source>The records cannot be used right now.</source>
        <translation>Die Statistik kann gerade nicht benutzt werden.</translation>
    </message>
    <message>
        <source>No games recorded yet. Every finished game will appear here.</source>
        <translation>Noch keine Spiele eingetragen. Jedes beendete Spiel erscheint hier.</translation>
    </message>
    <message>
        <source>%1: won %3 of %2 (%4)</source>
        <translation>%1: %3 von %2 gewonnen (%4)</translation>
    </message>
    <message>
        <source>No games against the computer yet.</source>
        <translation>Noch keine Spiele gegen den Computer.</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Wiederholung</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <translation>Computer (%1)</translation>
    </message>
    <message>
        <source>(deleted player)</source>
        <translation>(gelöschter Spieler)</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n Zug</numerusform>
            <numerusform>%n Züge</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 Min.</translation>
    </message>
    <message>
        <source>Not changed</source>
        <translation>Nicht geändert</translation>
    </message>
    <message>
        <source>Rename player</source>
        <translation>Spieler umbenennen</translation>
    </message>
    <message>
        <source>New name for %1:</source>
        <translation>Neuer Name für %1:</translation>
    </message>
    <message>
        <source>%1 is already a player. To join the two, use Merge.</source>
        <translation>%1 gibt es schon. Um beide zusammenzulegen, nimm „Zusammenführen“.</translation>
    </message>
    <message>
        <source>Rename %1 to %2 in all records?</source>
        <translation>%1 in der ganzen Statistik in %2 umbenennen?</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <source>Merge players</source>
        <translation>Spieler zusammenführen</translation>
    </message>
    <message>
        <source>Merge %1 into:</source>
        <translation>%1 zusammenführen mit:</translation>
    </message>
    <message>
        <source>Merge %1 into %2? All games of %1 then count for %2, and the name %1 is gone. This cannot be undone.</source>
        <translation>%1 mit %2 zusammenführen? Alle Spiele von %1 zählen dann für %2, und den Namen %1 gibt es nicht mehr. Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Zusammenführen</translation>
    </message>
    <message>
        <source>Delete player</source>
        <translation>Spieler löschen</translation>
    </message>
    <message>
        <source>Delete %1 from the records? In games with other players the seat stays without a name; games with no other named player are deleted. This cannot be undone.</source>
        <translation>%1 aus der Statistik löschen? In Spielen mit anderen Spielern bleibt der Platz ohne Namen; Spiele ohne einen anderen Spieler mit Namen werden gelöscht. Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Back to the games</source>
        <translation>Zurück zu den Spielen</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Spieler</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Umbenennen…</translation>
    </message>
    <message>
        <source>&amp;Merge into…</source>
        <translation>&amp;Zusammenführen mit…</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Löschen…</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>Spi&amp;el:</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>Gespielt:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>Gewonnen:</translation>
    </message>
    <message>
        <source>Win rate:</source>
        <translation>Siegquote:</translation>
    </message>
    <message>
        <source>Best score:</source>
        <translation>Beste Punktzahl:</translation>
    </message>
    <message>
        <source>Current winning streak:</source>
        <translation>Aktuelle Siegesserie:</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>Längste Siegesserie:</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Gegen den Computer</translation>
    </message>
    <message>
        <source>Results over time</source>
        <translation>Ergebnisse im Verlauf</translation>
    </message>
    <message>
        <source>&amp;Last games</source>
        <translation>Le&amp;tzte Spiele</translation>
    </message>
    <message>
        <source>Last games</source>
        <translation>Letzte Spiele</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Players (★ won)</source>
        <translation>Spieler (★ gewonnen)</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
</context>
<context>
    <name>RemotePanel</name>
    <message>
        <source>Players on other computers</source>
        <translation>Mitspieler an anderen Computern</translation>
    </message>
    <message>
        <source>Let the computer play for %1</source>
        <translation>Den Computer für %1 spielen lassen</translation>
    </message>
    <message>
        <source>Join at %1 with a code:</source>
        <translation>Mitspielen unter %1 mit einem Code:</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>verbunden</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>nicht verbunden</translation>
    </message>
    <message>
        <source>the computer plays</source>
        <translation>der Computer spielt</translation>
    </message>
    <message>
        <source>%1: code %2 (%3)</source>
        <translation>%1: Code %2 (%3)</translation>
    </message>
    <message>
        <source>Spectators: code %1</source>
        <translation>Zuschauer: Code %1</translation>
    </message>
    <message>
        <source>The game could not be hosted: %1</source>
        <translation>Das Spiel konnte nicht im Netz angeboten werden: %1</translation>
    </message>
</context>
<context>
    <name>RemoteSeatWindow</name>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>&amp;Undo my move</source>
        <translation>Meinen Zug &amp;zurücknehmen</translation>
    </message>
    <message>
        <source>Spectator</source>
        <translation>Zuschauer</translation>
    </message>
    <message>
        <source>%1 at a table on another computer</source>
        <translation>%1 an einem Tisch auf einem anderen Computer</translation>
    </message>
    <message>
        <source>Your move, out of turn.</source>
        <translation>Du bist dran, außer der Reihe.</translation>
    </message>
    <message>
        <source>Sent; waiting for the table…</source>
        <translation>Gesendet; der Tisch ist dran…</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>Your move.</source>
        <translation>Du bist dran.</translation>
    </message>
    <message>
        <source>&amp;Replay (every secret shown)</source>
        <translation>&amp;Wiederholung (alles offen)</translation>
    </message>
    <message>
        <source>&amp;Undo the move of %1</source>
        <translation>&amp;Zug von %1 zurücknehmen</translation>
    </message>
    <message>
        <source>Waiting for the others…</source>
        <translation>Die anderen sind dran…</translation>
    </message>
    <message>
        <source>Your move, %1.</source>
        <translation>%1, du bist dran.</translation>
    </message>
    <message>
        <source>The table refused: %1</source>
        <translation>Der Tisch hat abgelehnt: %1</translation>
    </message>
    <message>
        <source>Asked the table to take back your move…</source>
        <translation>Der Tisch wurde gebeten, deinen Zug zurückzunehmen…</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>Der Gastgeber hat den Tisch geschlossen.</translation>
    </message>
    <message>
        <source>Another computer took this seat with its code.</source>
        <translation>Ein anderer Computer hat diesen Platz mit seinem Code übernommen.</translation>
    </message>
    <message>
        <source>The host ended the game. You return to it when the host resumes it.</source>
        <translation>Der Gastgeber hat das Spiel beendet. Du kommst zurück, sobald er es fortsetzt.</translation>
    </message>
    <message>
        <source>Connection lost, retrying…</source>
        <translation>Verbindung verloren, neuer Versuch…</translation>
    </message>
    <message>
        <source>The table could not be reached again.</source>
        <translation>Der Tisch ist nicht mehr erreichbar.</translation>
    </message>
</context>
<context>
    <name>ReplayPage</name>
    <message>
        <source>Secret: %1</source>
        <extracomment>holds the board&apos;s own side panel, never shown (its prompts and buttons are for play; without a parent it would show itself as a window of its own)</extracomment>
        <translation>Geheim: %1</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>Pause (Leertaste)</translation>
    </message>
    <message>
        <source>Play (Space)</source>
        <translation>Abspielen (Leertaste)</translation>
    </message>
    <message numerus="yes">
        <source>Start of the game (%n action(s))</source>
        <translation>
            <numerusform>Spielbeginn (%n Zug)</numerusform>
            <numerusform>Spielbeginn (%n Züge)</numerusform>
        </translation>
    </message>
    <message>
        <source>Action %1 of %2: %3</source>
        <translation>Zug %1 von %2: %3</translation>
    </message>
    <message>
        <source>The game ended in a draw.</source>
        <translation>Das Spiel endete unentschieden.</translation>
    </message>
    <message>
        <source>%1 won.</source>
        <translation>%1 hat gewonnen.</translation>
    </message>
    <message>
        <source>%1 won together.</source>
        <translation>%1 haben gemeinsam gewonnen.</translation>
    </message>
    <message>
        <source>Seen only by %1 at the table</source>
        <translation>Am Tisch nur von %1 gesehen</translation>
    </message>
    <message>
        <source>Moves (every secret shown)</source>
        <translation>Züge (alles offen)</translation>
    </message>
    <message>
        <source>Replay: every hand, clue and secret is shown as it was at that moment.</source>
        <translation>Wiederholung: Jede Hand, jeder Hinweis und jedes Geheimnis ist so zu sehen, wie es in diesem Moment war.</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Replay of the whole game, action by action.</source>
        <translation>Wiederholung des ganzen Spiels, Zug für Zug.</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>Schließen (Esc)</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Spielbrett</translation>
    </message>
    <message>
        <source>Move log</source>
        <translation>Zugprotokoll</translation>
    </message>
    <message>
        <source>Position in the game</source>
        <translation>Stelle im Spiel</translation>
    </message>
    <message>
        <source>To the start (Home)</source>
        <translation>Zum Anfang (Pos1)</translation>
    </message>
    <message>
        <source>One action back (Left)</source>
        <translation>Einen Zug zurück (Pfeil links)</translation>
    </message>
    <message>
        <source>One action forward (Right)</source>
        <translation>Einen Zug vor (Pfeil rechts)</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>Zum Ende (Ende)</translation>
    </message>
    <message>
        <source>Cannot replay the game</source>
        <translation>Wiederholung nicht möglich</translation>
    </message>
    <message>
        <source>This game is not finished yet: only finished games can be replayed.</source>
        <translation>Dieses Spiel ist noch nicht zu Ende: Nur beendete Spiele lassen sich wiederholen.</translation>
    </message>
</context>
<context>
    <name>ResultCard</name>
    <message>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Nochmal spielen</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Neues Spiel…</translation>
    </message>
    <message>
        <source>Replay (every secret shown)</source>
        <translation>Wiederholung (alles offen)</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Wiederholung</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message numerus="yes">
        <source>Last %n game(s): %1 won; win rate so far %2 %</source>
        <translation>
            <numerusform>Letztes Spiel: %1 gewonnen; Siegquote bis dahin %2 %</numerusform>
            <numerusform>Letzte %n Spiele: %1 gewonnen; Siegquote bis dahin %2 %</numerusform>
        </translation>
    </message>
    <message>
        <source>No games yet</source>
        <translation>Noch keine Spiele</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>not won</source>
        <translation>nicht gewonnen</translation>
    </message>
    <message>
        <source>win rate so far</source>
        <translation>Siegquote bis dahin</translation>
    </message>
</context>
<context>
    <name>ServerTableDialog</name>
    <message>
        <source>Play on a table server</source>
        <translation>Auf einem Tisch-Server spielen</translation>
    </message>
    <message>
        <source>A table server hosts the game on a machine every player can reach. Type its address; then choose the players. Each person plays on a computer of their own (or in a browser) with a code.</source>
        <translation>Ein Tisch-Server richtet das Spiel auf einem Rechner aus, den alle Mitspieler erreichen. Gib seine Adresse ein und wähle dann die Mitspieler. Jeder spielt an einem eigenen Computer (oder in einem Browser) mit einem Code.</translation>
    </message>
    <message>
        <source>Address of the table server</source>
        <translation>Adresse des Tisch-Servers</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse:</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <source>Choose the players…</source>
        <translation>Mitspieler wählen…</translation>
    </message>
    <message>
        <source>Type the table server&apos;s address.</source>
        <translation>Gib die Adresse des Tisch-Servers ein.</translation>
    </message>
    <message>
        <source>Creating the table…</source>
        <translation>Der Tisch wird angelegt …</translation>
    </message>
    <message>
        <source>The table server could not be reached: %1</source>
        <translation>Der Tisch-Server ist nicht erreichbar: %1</translation>
    </message>
</context>
<context>
    <name>SoundMenu</name>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Töne</translation>
    </message>
    <message>
        <source>Play &amp;sounds</source>
        <translation>&amp;Töne abspielen</translation>
    </message>
    <message>
        <source>Volume %1 %</source>
        <translation>Lautstärke %1 %</translation>
    </message>
</context>
<context>
    <name>Spion &amp; Spion</name>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black-Red</source>
        <translation>Schwarz-Rot</translation>
    </message>
    <message>
        <source>White-Blue</source>
        <translation>Weiß-Blau</translation>
    </message>
    <message>
        <source>left</source>
        <translation>links</translation>
    </message>
    <message>
        <source>right</source>
        <translation>rechts</translation>
    </message>
    <message>
        <source>middle</source>
        <translation>Mitte</translation>
    </message>
    <message>
        <source>outside</source>
        <translation>draußen</translation>
    </message>
    <message>
        <source>your reserve spy (%1)</source>
        <translation>dein Ersatzspion (%1)</translation>
    </message>
    <message>
        <source>your spy no. %1 (%2)</source>
        <translation>dein Spion Nr. %1 (%2)</translation>
    </message>
    <message>
        <source>your spy (%1)</source>
        <translation>dein Spion (%1)</translation>
    </message>
    <message>
        <source>reserve spy of %1 (%2)</source>
        <translation>Ersatzspion von %1 (%2)</translation>
    </message>
    <message>
        <source>spy no. %1 of %2 (%3)</source>
        <translation>Spion Nr. %1 von %2 (%3)</translation>
    </message>
    <message>
        <source>spy of %1 (%2)</source>
        <translation>Spion von %1 (%2)</translation>
    </message>
    <message>
        <source>%1. of %2</source>
        <translation>%1. von %2</translation>
    </message>
    <message>
        <source>Move 1 field: %1</source>
        <translation>1 Feld ziehen: %1</translation>
    </message>
    <message>
        <source>Move %1 fields: %2</source>
        <translation>%1 Felder ziehen: %2</translation>
    </message>
    <message>
        <source>Move a spy</source>
        <translation>Einen Spion ziehen</translation>
    </message>
    <message>
        <source>Accuse: %1</source>
        <translation>Beschuldigen: %1</translation>
    </message>
    <message>
        <source>Buy free: %1</source>
        <translation>Freikaufen: %1</translation>
    </message>
    <message>
        <source>Look at the number: %1</source>
        <translation>Nummer ansehen: %1</translation>
    </message>
    <message>
        <source>Ansicht: look at a number</source>
        <translation>Ansicht: eine Nummer ansehen</translation>
    </message>
    <message>
        <source>Fight next: %1</source>
        <translation>Als Nächstes zoffen: %1</translation>
    </message>
    <message>
        <source>Zoff against several enemies</source>
        <translation>Zoff gegen mehrere Gegner</translation>
    </message>
    <message>
        <source>The grey spy attacks: %1</source>
        <translation>Die graue Spionin greift an: %1</translation>
    </message>
    <message>
        <source>Look at no number</source>
        <translation>Keine Nummer ansehen</translation>
    </message>
    <message>
        <source>Set the trap: %1 on %2</source>
        <translation>Falle stellen: %1 auf %2</translation>
    </message>
    <message>
        <source>Take a pass card</source>
        <translation>Einen Passierschein nehmen</translation>
    </message>
    <message>
        <source>Number %1</source>
        <translation>Nummer %1</translation>
    </message>
    <message>
        <source>Hot envelope</source>
        <translation>Heißer Umschlag</translation>
    </message>
    <message>
        <source>Your hot envelope</source>
        <translation>Dein heißer Umschlag</translation>
    </message>
    <message>
        <source>Zoff card %1</source>
        <translation>Zoff-Karte %1</translation>
    </message>
    <message>
        <source>Keep the Bazong of %1</source>
        <translation>Das Bazong von %1 behalten</translation>
    </message>
    <message>
        <source>“%1!” You may accuse a spy whenever you like: if your envelope names another number, you leave the game.</source>
        <translation>„%1!“ Du darfst jederzeit einen Spion beschuldigen: Steht in deinem Umschlag eine andere Nummer, scheidest du aus.</translation>
    </message>
    <message>
        <source>Which of %1&apos;s spies is the traitor, the “%2”? Write 1, 2 or 3 (only you see it).</source>
        <translation>Welcher Spion von %1 ist der Verräter, der „%2“? Schreib 1, 2 oder 3 (nur du siehst es).</translation>
    </message>
    <message>
        <source>If you like, first buy free, set a trap or roll the trap die. Then move a spy one field or take a pass card.</source>
        <translation>Wenn du willst, kaufe zuerst frei, stelle eine Falle oder würfle mit dem Fallenfutsch-Würfel. Dann ziehe einen Spion ein Feld oder nimm einen Passierschein.</translation>
    </message>
    <message>
        <source>Move a spy one field or take a pass card.</source>
        <translation>Ziehe einen Spion ein Feld oder nimm einen Passierschein.</translation>
    </message>
    <message>
        <source>Move one spy exactly %1 fields.</source>
        <translation>Ziehe einen Spion genau %1 Felder.</translation>
    </message>
    <message>
        <source>The grey spy helps you: she removes a trap if you like and attacks an enemy outside the embassies.</source>
        <translation>Die graue Spionin hilft dir: Sie entfernt auf Wunsch eine Falle und greift einen Gegner außerhalb der Botschaften an.</translation>
    </message>
    <message>
        <source>Ansicht: you may look at the number of one enemy spy (only you see it), or at none. Then you move again.</source>
        <translation>Ansicht: Du darfst dir die Nummer eines feindlichen Spions ansehen (nur du siehst sie) oder keine. Danach bist du nochmals dran.</translation>
    </message>
    <message>
        <source>Zoff against several enemies: choose the one you fight next.</source>
        <translation>Zoff gegen mehrere Gegner: Wähle, gegen wen du als Nächstes zoffst.</translation>
    </message>
    <message>
        <source>Zoff! Lay down a card: A, B or C.</source>
        <translation>Zoff! Leg eine Karte hin: A, B oder C.</translation>
    </message>
    <message>
        <source>Your spy holds two Bazongs. Keep one; the other stays on the field.</source>
        <translation>Dein Spion hält zwei Bazongs. Behalte eins; das andere bleibt auf dem Feld.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>B</source>
        <extracomment>the colours&apos; short names painted on the board (S, W, SR, WB in German)</extracomment>
        <translation>S</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>BR</source>
        <translation>SR</translation>
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
        <translation>Nach der letzten Runde haben beide Seiten gleich viel Geld: unentschieden.</translation>
    </message>
    <message>
        <source>%1 brought an enemy Bazong home.</source>
        <translation>%1 hat ein feindliches Bazong heimgebracht.</translation>
    </message>
    <message>
        <source>%1 has enough Zillionen to win.</source>
        <translation>%1 hat genug Zillionen für den Sieg.</translation>
    </message>
    <message>
        <source>%1 is the only side left in the game.</source>
        <translation>%1 ist als einzige Seite noch im Spiel.</translation>
    </message>
    <message>
        <source>%1 has more money after the last round.</source>
        <translation>%1 hat nach der letzten Runde mehr Geld.</translation>
    </message>
    <message>
        <source>Black side %1, white side %2 Zillionen</source>
        <translation>Schwarze Seite %1, weiße Seite %2 Zillionen</translation>
    </message>
    <message>
        <source>%1: out of the game</source>
        <translation>%1: ausgeschieden</translation>
    </message>
</context>
<context>
    <name>SpionTexts</name>
    <message>
        <source>the grey spy</source>
        <translation>Graue Spionin</translation>
    </message>
    <message>
        <source>the reserve spy of %1</source>
        <translation>Ersatzspion von %1</translation>
    </message>
    <message>
        <source>a spy of %1</source>
        <translation>Spion von %1</translation>
    </message>
    <message>
        <source>embassy %1</source>
        <translation>Botschaft %1</translation>
    </message>
    <message>
        <source>field %1</source>
        <translation>Feld %1</translation>
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
        <translation>Schlange</translation>
    </message>
    <message>
        <source>magnet</source>
        <translation>Magnet</translation>
    </message>
    <message>
        <source>bottle</source>
        <translation>Flasche</translation>
    </message>
    <message>
        <source>2 fields</source>
        <translation>2 Felder</translation>
    </message>
    <message>
        <source>3 fields</source>
        <translation>3 Felder</translation>
    </message>
    <message>
        <source>4 fields</source>
        <translation>4 Felder</translation>
    </message>
    <message>
        <source>nothing happens</source>
        <translation>nichts passiert</translation>
    </message>
    <message>
        <source>3 Zillionen</source>
        <translation>3 Zillionen</translation>
    </message>
    <message>
        <source>the grey spy helps</source>
        <translation>die graue Spionin hilft</translation>
    </message>
    <message>
        <source>look at a number</source>
        <translation>eine Nummer ansehen</translation>
    </message>
    <message>
        <source>captured Bazongs go home</source>
        <translation>eroberte Bazongs kehren heim</translation>
    </message>
    <message>
        <source>black side</source>
        <translation>schwarze Seite</translation>
    </message>
    <message>
        <source>white side</source>
        <translation>weiße Seite</translation>
    </message>
    <message>
        <source>the Bazong of %1</source>
        <translation>das Bazong von %1</translation>
    </message>
    <message>
        <source>Embassy %1</source>
        <translation>Botschaft %1</translation>
    </message>
    <message>
        <source>Dungeon %1</source>
        <translation>Kerker %1</translation>
    </message>
    <message>
        <source>Coal box</source>
        <translation>Kohlenkiste</translation>
    </message>
    <message>
        <source>Grey spy</source>
        <translation>Graue Spionin</translation>
    </message>
    <message>
        <source>Black pass cards</source>
        <translation>Schwarze Passierscheine</translation>
    </message>
    <message>
        <source>White pass cards</source>
        <translation>Weiße Passierscheine</translation>
    </message>
    <message>
        <source>out</source>
        <translation>ausgeschieden</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>%1: trap die against the %2 – how often do you roll? You pay first; nothing is refunded.</source>
        <translation>%1: Fallenfutsch-Würfel gegen die Falle %2 – wie oft würfelst du? Du zahlst vorher, zurück gibt es nichts.</translation>
    </message>
    <message>
        <source>%1 moves again: a spy one field forward, or a pass card.</source>
        <translation>%1 ist noch einmal dran: ein Spion ein Feld vor oder ein Passierschein.</translation>
    </message>
    <message>
        <source>%1: %2 – move one spy exactly %3 fields.</source>
        <translation>%1: %2 – ziehe einen Spion genau %3 Felder.</translation>
    </message>
    <message>
        <source>%1: the grey spy helps you. She removes a trap if you like and attacks an enemy outside the embassies.</source>
        <translation>%1: Die graue Spionin hilft dir. Sie entfernt, wenn du willst, eine Falle und greift einen Feind außerhalb der Botschaften an.</translation>
    </message>
    <message>
        <source>%1: “%2!” Click the spy you accuse (or arrow keys and Enter). If your envelope names another number, you leave the game.</source>
        <translation>%1: „%2!“ Klicke den Spion an, den du beschuldigst (oder Pfeiltasten und Eingabe). Steht in deinem Umschlag eine andere Nummer, scheidest du aus.</translation>
    </message>
    <message>
        <source>%1: click an empty field for the %2 (2 Zillionen), or arrow keys and Enter.</source>
        <translation>%1: Klicke ein leeres Feld für die Falle an: %2 (2 Zillionen), oder Pfeiltasten und Eingabe.</translation>
    </message>
    <message>
        <source>%1: click the spy you buy free (1 Zillion), or arrow keys and Enter.</source>
        <translation>%1: Klicke den Spion an, den du freikaufst (1 Zillion), oder Pfeiltasten und Eingabe.</translation>
    </message>
    <message>
        <source>%1: click the enemy the grey spy attacks (outside the embassies), or arrow keys and Enter.</source>
        <translation>%1: Klicke den Feind an, den die graue Spionin angreift (außerhalb der Botschaften), oder Pfeiltasten und Eingabe.</translation>
    </message>
    <message>
        <source>%1: if you like, first buy free, set a trap or roll the trap die. Then move a spy one field (click it, or arrow keys and Enter) or take a pass card (keys 1–3).</source>
        <translation>%1: Wenn du willst, kaufe zuerst frei, stelle eine Falle oder würfle mit dem Fallenfutsch-Würfel. Dann ziehe einen Spion ein Feld (anklicken oder Pfeiltasten und Eingabe) oder nimm einen Passierschein (Tasten 1–3).</translation>
    </message>
    <message>
        <source>%1: move a spy one field (click it, or arrow keys and Enter) or take a pass card (keys 1–3).</source>
        <translation>%1: Ziehe einen Spion ein Feld (anklicken oder Pfeiltasten und Eingabe) oder nimm einen Passierschein (Tasten 1–3).</translation>
    </message>
    <message>
        <source>%1: Zoff against several enemies – click the one you fight next (or arrow keys and Enter).</source>
        <translation>%1: Zoff gegen mehrere Feinde – klicke den an, mit dem du als Nächstes zoffst (oder Pfeiltasten und Eingabe).</translation>
    </message>
    <message>
        <source>%1: Zoff – choose your card.</source>
        <translation>%1: Zoff – wähle deine Karte.</translation>
    </message>
    <message>
        <source>%1: your spy holds two Bazongs. Keep one; the other stays on the field.</source>
        <translation>%1: Dein Spion hat zwei Bazongs. Behalte eines; das andere bleibt auf dem Feld liegen.</translation>
    </message>
    <message>
        <source>%1: write your envelope.</source>
        <translation>%1: Beschrifte deinen Umschlag.</translation>
    </message>
    <message>
        <source>Take pass card %1</source>
        <translation>Passierschein %1 nehmen</translation>
    </message>
    <message>
        <source>%1, number %2</source>
        <translation>%1, Nummer %2</translation>
    </message>
    <message>
        <source>Once (1 Zillion)</source>
        <translation>Einmal (1 Zillion)</translation>
    </message>
    <message>
        <source>Twice (3 Zillionen)</source>
        <translation>Zweimal (3 Zillionen)</translation>
    </message>
    <message>
        <source>3 times (5 Zillionen)</source>
        <translation>Dreimal (5 Zillionen)</translation>
    </message>
    <message>
        <source>Nobody to attack: done</source>
        <translation>Niemand anzugreifen: fertig</translation>
    </message>
    <message>
        <source>Pass card %1</source>
        <translation>Passierschein %1</translation>
    </message>
    <message>
        <source>Buy a spy free (1 Zillion)</source>
        <translation>Einen Spion freikaufen (1 Zillion)</translation>
    </message>
    <message>
        <source>Set the %1 (2 Zillionen)…</source>
        <translation>Falle stellen: %1 (2 Zillionen)…</translation>
    </message>
    <message>
        <source>Trap die against the %1…</source>
        <translation>Fallenfutsch-Würfel gegen: %1…</translation>
    </message>
    <message>
        <source>She removes no trap…</source>
        <translation>Sie entfernt keine Falle…</translation>
    </message>
    <message>
        <source>She removes the %1…</source>
        <translation>Sie entfernt: %1…</translation>
    </message>
    <message>
        <source>“%1!” Accuse a spy…</source>
        <translation>„%1!“ Spion beschuldigen…</translation>
    </message>
    <message>
        <source>%1: Ansicht – click the enemy spy whose number you want to see (or arrow keys and Enter). Only you will see it. You may also look at none.</source>
        <translation>%1: Ansicht – klicke den feindlichen Spion, dessen Nummer du sehen willst (oder Pfeiltasten und Eingabe). Nur du siehst sie. Du darfst auch keine ansehen.</translation>
    </message>
    <message>
        <source>You looked: %1 has number %2.</source>
        <translation>Du hast nachgesehen: %1 hat die Nummer %2.</translation>
    </message>
    <message>
        <source>You are watching: every secret is shown.</source>
        <translation>Du schaust zu: Alle Geheimnisse sind aufgedeckt.</translation>
    </message>
    <message>
        <source>Your secrets are shown while you hold the button.</source>
        <translation>Deine Geheimnisse sind zu sehen, solange du den Knopf gedrückt hältst.</translation>
    </message>
    <message>
        <source>Hold to show %1&apos;s secrets</source>
        <translation>Gedrückt halten: Geheimnisse von %1 zeigen</translation>
    </message>
    <message>
        <source>Which of %1&apos;s spies is the traitor, the “%2”? Write a number from 1 to 3. Only you will see it; nobody knows yet which spy has which number.</source>
        <translation>Welcher Spion von %1 ist der Verräter, der „%2“? Schreibe eine Zahl von 1 bis 3. Nur du siehst sie; noch weiß niemand, welcher Spion welche Nummer hat.</translation>
    </message>
    <message>
        <source>%1: your hot envelope</source>
        <translation>%1: dein heißer Umschlag</translation>
    </message>
    <message>
        <source>The grey spy attacks %1 on %2 for you. Choose her plan: A, B or C. If the defender guesses it, she loses.</source>
        <translation>Die graue Spionin greift für dich %1 auf %2 an. Wähle ihren Plan: A, B oder C. Errät ihn der Verteidiger, verliert sie.</translation>
    </message>
    <message>
        <source>Your spy attacks %1 on %2. Choose your plan: A, B or C. If the defender guesses it, you lose.</source>
        <translation>Dein Spion greift %1 auf %2 an. Wähle deinen Plan: A, B oder C. Errät ihn der Verteidiger, verlierst du.</translation>
    </message>
    <message>
        <source>%3 attacks your spy on %2. Guess the attacker&apos;s plan: A, B or C. If you guess it, you win.</source>
        <translation>%3 greift deinen Spion auf %2 an. Errate den Plan des Angreifers: A, B oder C. Errätst du ihn, gewinnst du.</translation>
    </message>
    <message>
        <source>Zoff! %1, lay down a card</source>
        <translation>Zoff! %1, lege eine Karte hin</translation>
    </message>
    <message>
        <source>%1 writes the number %2 into the hot envelope</source>
        <translation>%1 schreibt die Nummer %2 in den heißen Umschlag</translation>
    </message>
    <message>
        <source>%1 looks at %2: number %3</source>
        <translation>%1 sieht sich %2 an: Nummer %3</translation>
    </message>
    <message>
        <source>%1 lays down the Zoff card %2</source>
        <translation>%1 legt die Zoff-Karte %2 hin</translation>
    </message>
    <message>
        <source>%1 has written the hot envelope</source>
        <translation>%1 hat den heißen Umschlag beschriftet</translation>
    </message>
    <message>
        <source>%1 buys a spy free</source>
        <translation>%1 kauft einen Spion frei</translation>
    </message>
    <message>
        <source>%1 sets a trap on %2: %3</source>
        <translation>%1 stellt eine Falle auf %2: %3</translation>
    </message>
    <message>
        <source>Trap removed from %1: %2</source>
        <translation>Falle von %1 entfernt: %2</translation>
    </message>
    <message>
        <source>%1 rolls the trap die: %2</source>
        <translation>%1 würfelt mit dem Fallenfutsch-Würfel: %2</translation>
    </message>
    <message>
        <source>%1 moves a spy: %2 → %3</source>
        <translation>%1 zieht einen Spion: %2 → %3</translation>
    </message>
    <message>
        <source>%1 takes pass card %2: %3</source>
        <translation>%1 nimmt Passierschein %2: %3</translation>
    </message>
    <message>
        <source>%1&apos;s %2 card has no effect</source>
        <translation>Die Karte %2 von %1 bleibt ohne Wirkung</translation>
    </message>
    <message>
        <source>%1 shows number %2</source>
        <translation>%1 zeigt die Nummer %2</translation>
    </message>
    <message>
        <source>Ansicht: %1 looks at no number</source>
        <translation>Ansicht: %1 sieht sich keine Nummer an</translation>
    </message>
    <message>
        <source>Ansicht: %1 looks at a number: %2</source>
        <translation>Ansicht: %1 sieht sich eine Nummer an: %2</translation>
    </message>
    <message>
        <source>Zoff! %1 attacks %2</source>
        <translation>Zoff! %1 greift %2 an</translation>
    </message>
    <message>
        <source>%1 lays down a Zoff card, face down</source>
        <translation>%1 legt eine Zoff-Karte verdeckt hin</translation>
    </message>
    <message>
        <source>Zoff cards: %1 %2 against %3 %4 – %5 wins</source>
        <translation>Zoff-Karten: %1 %2 gegen %3 %4 – %5 gewinnt</translation>
    </message>
    <message>
        <source>%1 goes to the dungeon</source>
        <translation>%1 kommt in den Kerker</translation>
    </message>
    <message>
        <source>%1 gets %2 from the coal box</source>
        <translation>%1 bekommt %2 aus der Kohlenkiste</translation>
    </message>
    <message>
        <source>%1 pays %2 into the coal box</source>
        <translation>%1 zahlt %2 in die Kohlenkiste</translation>
    </message>
    <message>
        <source>%1 pays %2 to %3</source>
        <translation>%1 zahlt %3 %2</translation>
    </message>
    <message>
        <source>%1 is now carried by %2</source>
        <translation>%2 trägt jetzt %1</translation>
    </message>
    <message>
        <source>%1 lies on %2</source>
        <translation>%1 liegt auf %2</translation>
    </message>
    <message>
        <source>%1 is back home</source>
        <translation>%1 ist wieder zu Hause</translation>
    </message>
    <message>
        <source>%1: “%2!” %3 with number %4 is the traitor and leaves the game</source>
        <translation>%1: „%2!“ %3 mit der Nummer %4 ist der Verräter und scheidet aus</translation>
    </message>
    <message>
        <source>%1: “%2!” Wrong: %3 has number %4, the envelope says %5</source>
        <translation>%1: „%2!“ Falsch: %3 hat die Nummer %4, im Umschlag steht %5</translation>
    </message>
    <message>
        <source>%1 cannot pay and leaves the game</source>
        <translation>%1 kann nicht zahlen und scheidet aus</translation>
    </message>
    <message>
        <source>%1 named a wrong traitor and leaves the game</source>
        <translation>%1 hat den falschen Verräter benannt und scheidet aus</translation>
    </message>
    <message>
        <source>The game ends in a draw: equal money after the last round</source>
        <translation>Unentschieden: nach der letzten Runde gleich viel Geld</translation>
    </message>
    <message>
        <source>an enemy Bazong is home</source>
        <translation>ein feindliches Bazong ist heimgebracht</translation>
    </message>
    <message>
        <source>enough Zillionen</source>
        <translation>genug Zillionen</translation>
    </message>
    <message>
        <source>the other side is out</source>
        <translation>die andere Seite ist ausgeschieden</translation>
    </message>
    <message>
        <source>more money after the last round</source>
        <translation>mehr Geld nach der letzten Runde</translation>
    </message>
    <message>
        <source>%1 wins (%2): %3</source>
        <translation>%1 gewinnt (%2): %3</translation>
    </message>
    <message>
        <source>in the dungeon</source>
        <extracomment>the log line of each event class (the others get none)</extracomment>
        <translation>im Kerker</translation>
    </message>
    <message>
        <source>waiting outside (reserve)</source>
        <translation>wartet draußen (Reserve)</translation>
    </message>
    <message>
        <source>out of the game</source>
        <translation>ausgeschieden</translation>
    </message>
    <message>
        <source>%1: number %2</source>
        <translation>%1: Nummer %2</translation>
    </message>
    <message>
        <source>Your spies: %1</source>
        <translation>Deine Spione: %1</translation>
    </message>
    <message>
        <source>Your envelope: number %1</source>
        <translation>Dein Umschlag: Nummer %1</translation>
    </message>
    <message>
        <source>%1 carries %2</source>
        <translation>%1 trägt %2</translation>
    </message>
    <message>
        <source>number %1</source>
        <translation>Nummer %1</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>verdeckt</translation>
    </message>
    <message>
        <source>not written yet</source>
        <translation>noch nicht beschriftet</translation>
    </message>
    <message>
        <source>(used)</source>
        <translation>(verbraucht)</translation>
    </message>
    <message>
        <source>Hot envelopes with %1: %2</source>
        <translation>Heiße Umschläge bei %1: %2</translation>
    </message>
    <message>
        <source>Pass cards, %1: %2</source>
        <translation>Passierscheine, %1: %2</translation>
    </message>
    <message>
        <source>on top: %1</source>
        <translation>oben: %1</translation>
    </message>
    <message>
        <source>Round %1 · coal box: %2 · black side %3, white side %4 of %5</source>
        <translation>Runde %1 · Kohlenkiste: %2 · schwarze Seite %3, weiße Seite %4 von %5</translation>
    </message>
    <message>
        <source>Bazongs: all at home</source>
        <translation>Bazongs: alle zu Hause</translation>
    </message>
    <message>
        <source>%1: carried, on %2</source>
        <translation>%1: unterwegs, auf %2</translation>
    </message>
    <message>
        <source>%1: lying on %2</source>
        <translation>%1: liegt auf %2</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>An autosave that cannot be opened: %1</source>
        <translation>Ein automatisch gespeichertes Spiel, das sich nicht öffnen lässt: %1</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>Warum?</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2, after %n move(s)</source>
        <translation>
            <numerusform>%1: %2, nach %n Zug</numerusform>
            <numerusform>%1: %2, nach %n Zügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Show %n older game(s)</source>
        <translation>
            <numerusform>%n älteres Spiel zeigen</numerusform>
            <numerusform>%n ältere Spiele zeigen</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>Choose a game</source>
        <translation>Wähle ein Spiel</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Records: the players&apos; results</source>
        <translation>Statistik: die Ergebnisse der Spieler</translation>
    </message>
    <message>
        <source>Continue where you left off</source>
        <translation>Weiterspielen, wo ihr aufgehört habt</translation>
    </message>
</context>
<context>
    <name>_ListAll</name>
    <message>
        <source>Press the down arrow to choose a name played before, or type a new one.</source>
        <translation>Drück die Pfeiltaste nach unten, um einen bekannten Namen zu wählen, oder tippe einen neuen ein.</translation>
    </message>
</context>
</TS>
