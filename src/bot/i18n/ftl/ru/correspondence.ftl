## Correspondence (docs/correspondence.md): time banks, vacations,
## direct messages, conditional moves.

## Commands

cmd-vacation = Отпуск: часы ваших заочных партий на этом сервере стоят
cmd-vacation-name = отпуск
cmd-vacation-start = Уйти в отпуск на несколько дней
cmd-vacation-start-name = начать
cmd-vacation-start--days = Сколько дней
cmd-vacation-start--days-name = дни
cmd-vacation-end = Закончить отпуск сейчас; ещё не начавшиеся дни вернутся
cmd-vacation-end-name = завершить
cmd-vacation-status = В отпуске ли игрок и сколько у него дней отпуска в этом году
cmd-vacation-status-name = статус
cmd-vacation-status--user = Чей (если не указать — ваш)
cmd-vacation-status--user-name = игрок
cmd-vacation-auto = Уходить в отпуск автоматически вместо поражения по времени, пока остаются дни
cmd-vacation-auto-name = авто
cmd-vacation-auto--enabled = Включить или выключить
cmd-vacation-auto--enabled-name = включено
cmd-vacation-allowance = Дни отпуска в год для каждого игрока на сервере («Управлять сервером»)
cmd-vacation-allowance-name = лимит
cmd-vacation-allowance--days = Дней в году (по умолчанию 21)
cmd-vacation-allowance--days-name = дни
cmd-notify = Личные сообщения, когда ваш ход и когда время на исходе
cmd-notify-name = уведомления
cmd-notify--turn = Ваш ход: сообщение на каждый ход, ежедневная сводка или ничего
cmd-notify--turn-name = ход
cmd-notify--warnings = Предупреждение, когда прошло 80 % и 95 % вашего времени
cmd-notify--warnings-name = предупреждения
cmd-notify--hour = Час сводки по UTC (если не задан — 8)
cmd-notify--hour-name = час
cmd-premove = Условные ходы в партии, скрытые от соперника
cmd-premove-name = условные-ходы
cmd-premove-set = Задать цепочку: ход соперника, ваш ответ, ход соперника, ваш ответ…
cmd-premove-set-name = задать
cmd-premove-set--line = Ходы ЕГО ВАШ ЕГО ВАШ…, например e3-e6 f7-f5
cmd-premove-set--line-name = цепочка
cmd-premove-set--game = Номер партии (нужен, только если вы играете здесь несколько партий)
cmd-premove-set--game-name = партия
cmd-premove-show = Показать ваши условные ходы в партии
cmd-premove-show-name = показать
cmd-premove-show--game = Номер партии (нужен, только если вы играете здесь несколько партий)
cmd-premove-show--game-name = партия
cmd-premove-clear = Удалить ваши условные ходы в партии
cmd-premove-clear-name = удалить
cmd-premove-clear--game = Номер партии (нужен, только если вы играете здесь несколько партий)
cmd-premove-clear--game-name = партия
cmd-tournament-create--vacation = Останавливают ли отпуска часы турнира (по умолчанию да)
cmd-tournament-create--vacation-name = отпуск
choice-turn-each-move = каждый ход
choice-turn-daily = ежедневная сводка
choice-turn-off = выключено

## Times left

time-minutes = { $minutes } мин
time-hours = { $hours } ч
time-hours-minutes = { $hours } ч { $minutes } мин
time-days = { $days } д
time-days-hours = { $days } д { $hours } ч

## Boards and lists

game-banks = ⏳ Запас времени: { $attackers } { $attackers_bank } · { $defenders } { $defenders_bank }
game-move-time-ends = (собственное время этого хода истекает { $at }, затем расходуется запас)
game-away = 🏖️ { $player } в отпуске и вернётся { $until }: часы игрока стоят.
games-away = { $player } в отпуске, вернётся { $until }
move-conditional = (условный ход)
game-auto-vacation = 🏖️ У игрока { $player } закончилось время, поэтому начался автоматический отпуск на { $days ->
    [one] { $days } день
    [few] { $days } дня
    [many] { $days } дней
   *[other] { $days } дня
}: часы игрока здесь стоят, пока не будет сделан ход; отпуск закончится { $until }.
tournament-no-vacation = Отпуска не останавливают часы турнира.

## /vacation

vacation-started = 🏖️ { $player } в отпуске и вернётся { $until }: часы заочных партий игрока здесь стоят.
vacation-ended = 👋 { $player } снова в игре: часы идут; возвращено неиспользованных дней: { $returned }.
vacation-status-away = 🏖️ { $player } в отпуске и вернётся { $until }.
vacation-status-here = { $player } здесь не в отпуске.
vacation-status-auto = Автоматический отпуск вместо поражения по времени: { $on ->
    [yes] включён
   *[no] выключен
}.
vacation-auto-on = Автоматический отпуск включён: если ваше время здесь истечёт, пока у вас есть дни отпуска, вместо поражения начнётся отпуск.
vacation-auto-off = Автоматический отпуск выключен: когда время на часах истекает, партия проиграна.
vacation-allowance-set = Теперь у каждого игрока на этом сервере { $days ->
    [one] { $days } день
    [few] { $days } дня
    [many] { $days } дней
   *[other] { $days } дня
} отпуска в год.
vacation-days = Дни отпуска в этом году: использовано { $used }, осталось { $left } из { $allowance }.

## /premove

premove-set = Условные ходы для партии #{ $game } сохранены и скрыты от соперника:
    { $line }
premove-show = Ваши условные ходы в партии #{ $game }:
    { $line }
premove-none = У вас нет условных ходов в этой партии.
premove-cleared = Ваши условные ходы в партии #{ $game } удалены.
premove-pair = **{ $move }.** если `{ $theirs }`, то `{ $mine }`

## /notify and direct messages

notify-turn-each-move = сообщение на каждый ход
notify-turn-daily = ежедневная сводка в { $hour }:00 UTC
notify-turn-off = ничего
notify-settings = Ваш ход: { $turn } · предупреждения о времени: { $warnings ->
    [yes] включены
   *[no] выключены
}.
dm-turn = ♟️ Ваш ход { $move } в партии #{ $game } ({ $variant }) против { $opponent }; время истекает { $due }: { $link }
dm-warning = ⏰ Партия #{ $game } ({ $variant }): прошло { $percent } % вашего времени; время на ход истекает { $due }: { $link }
dm-digest-title = { $count ->
    [one] { $count } партия ждёт вашего хода
    [few] { $count } партии ждут вашего хода
    [many] { $count } партий ждут вашего хода
   *[other] { $count } партии ждут вашего хода
}
dm-digest-line = `#{ $game }` { $variant } против { $opponent } · время истекает { $due } · { $link }
dms-closed = { $player }, Discord не позволяет мне отправлять вам личные сообщения, поэтому они больше не отправляются; откройте их и используйте /notify, чтобы возобновить.

## Refusals

refusal-bank-too-short = Запас времени { $time } слишком мал: минимум 10m.
refusal-bank-too-long = Запас времени { $time } слишком велик: максимум 60d.
refusal-vacation-too-long = Дней отпуска у вас в этом году осталось: { $left }. Запросите не больше { $left }.
refusal-vacation-none-left = Вы уже использовали все дни отпуска этого года на этом сервере ({ $allowance }).
refusal-vacation-too-short = Отпуск длится не меньше одного дня.
refusal-already-away = Вы уже в отпуске и вернётесь { $until }: сначала завершите его командой /vacation end.
refusal-not-away = Вы здесь не в отпуске.
refusal-vacation-allowance = Годовой лимит — не больше { $max ->
    [one] { $max } дня
    [few] { $max } дней
    [many] { $max } дней
   *[other] { $max } дня
}.
refusal-premove-your-turn = В партии #{ $game } сейчас ваш ход: сделайте его командой /move. Условные ходы — для хода соперника.
refusal-no-premoves = У вас нет условных ходов в партии #{ $game }.
refusal-premove-empty = Запишите цепочку ходами: сначала ход соперника, затем ваш и так далее (например, `e3-e6 f7-f5`).
refusal-premove-no-reply = Цепочка заканчивается ходом соперника (ход { $count }): добавьте свой ответ.
refusal-premove-too-long = Ходов в цепочке — не больше { $max }.
refusal-premove-notation = Ход { $index } цепочки, `{ $text }`: { $error }
refusal-premove-illegal-theirs = Ход { $index } цепочки (ход соперника), `{ $text }`, там сделать нельзя: { $error }
refusal-premove-illegal-mine = Ваш ход { $index } цепочки, `{ $text }`, там сделать нельзя: { $error }
refusal-premove-game-ends = Партия закончилась бы до хода { $index } цепочки: оборвите цепочку перед этим ходом.
