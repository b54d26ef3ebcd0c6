## Games: boards, moves, results, the buttons under a board, and what the
## bot posts in a game's thread by itself.

# "Game #12 · Copenhagen Hnefatafl"
game-title = Партия #{ $game } · { $variant }
# A thread's name (Discord cuts it at 100 characters).
game-thread = #{ $game } { $variant }: { $attacker } против { $defender }
# Who plays which side: "@Ann (Attackers) vs @Bob (Defenders)".
game-sides = { $attacker } ({ $attackers }) против { $defender } ({ $defenders })
game-your-move-due = { $player } ({ $side }), ваш ход; время истекает { $due }.
game-your-move = { $player } ({ $side }), ваш ход (без ограничения по времени).

## A move: "**12.** @Ann (Attackers) `e1-e4xe5` captures e5. UIT NOG!"

move-captures = берёт { $squares }
move-troll-king-leaps = (король троллей прыгает на { $square })
move-king-taken = — король взят на { $square }

## Resigning, draws, aborts.

game-resigns = { $player } сдаётся.
game-draw-offered = 🤝 { $player } предлагает ничью в партии #{ $game }. { $opponent }, чтобы принять её, используйте `/{ cmd-draw-name }` (или кнопку «{ button-offer-draw }») — или просто продолжайте игру.
game-draw-agreed = 🤝 Ничья по соглашению сторон.
game-aborted-answer = Партия #{ $game } отменена.
game-resign-ask = Сдаться в партии #{ $game }? Победа достанется сопернику, отменить это будет нельзя.
game-resigned-answer = Вы сдались в партии #{ $game }.

button-resign = Сдаться
button-resign-confirm = Да, сдаться
button-offer-draw = Предложить ничью

## /games

games-title = Активные партии: { $name }
games-to-move-due = **очередь хода**, время истекает { $due }
games-to-move = **очередь хода**
games-waiting = ждёт хода соперника
games-line = `#{ $game }` { $variant } против { $opponent } · ход { $move } · { $turn } · <#{ $channel }>
games-more = … и ещё { $count }.
games-none = { $player }: активных партий нет.

## /export, /replay

export-answer = Запись партии #{ $game }.
replay-moves = { $moves ->
    [one] { $moves } ход
    [few] { $moves } хода
    [many] { $moves } ходов
   *[other] { $moves } хода
}

## Said in a game's thread by the bot itself.

game-first-mover-drawn = 🎲 По жребию первой ходит сторона «{ $side }».
game-tournament-pairing = 🏆 **{ $tournament }**: { $sides }
game-reminder = ⏰ { $player }, ваш ход в партии #{ $game }; время истекает { $due }.
game-timeout = ⌛ { $player }: время на ход в партии #{ $game } истекло.
game-ai-declines-draw = { $ai } отклоняет предложение ничьей в партии #{ $game }: игра продолжается.
game-ai-accepts-draw = 🤝 { $ai } соглашается на ничью.
game-aborted = Партия #{ $game } отменена и не засчитывается. { $attacker } · { $defender }

## Drawn into the board pictures, above the board.

caption-to-move = Очередь хода: { $side }
caption-win = { $side } победили — { $reason }
caption-draw = Ничья — { $reason }
caption-start = Начало
caption-move = Ход { $move }
