## Learning from games: records in and out.

cmd-import = Импортировать запись или цепочку ходов как партию без рейтинга
cmd-import-name = импорт
cmd-import--record = Файл записи: .otg из OpenTafl или экспорт самого Hnefi
cmd-import--record-name = запись
cmd-import--text = Или цепочка ходов, например e1-e4 d5-d2 (вместе с вариантом)
cmd-import--text-name = текст
cmd-import--variant = Игра, в которой сыграна цепочка ходов
cmd-import--variant-name = вариант
cmd-import--rules = Или правила партии строкой правил OpenTafl
cmd-import--rules-name = правила
cmd-export--format = Собственная запись Hnefi или .otg из OpenTafl (если не указать — запись Hnefi)
cmd-export--format-name = формат
choice-record-format-native = Собственная запись Hnefi
choice-record-format-otg = OpenTafl (.otg)

import-done = 📥 Импортирована партия #{ $game } (ходов: { $moves }), без рейтинга: её показывают /board, /replay и /export.

refusal-busy = Бот занят другими импортами и повторами: попробуйте ещё раз чуть позже.
refusal-record-too-large = Файл слишком большой: запись может занимать не больше { $max_kb } КБ.
refusal-not-a-record = Этот файл не запись партии: прикрепите файл .otg из OpenTafl или запись, экспортированную командой /export.
refusal-import-needs-variant = Укажите в `variant`, в какой игре сыграны ходы (или её правила в `rules`), либо приложите файл записи.
refusal-import-nothing = Прикрепите файл записи в параметре `record` или напишите цепочку ходов в параметре `text`, а игру — в `variant`.

## Pictures.

ratings-chart-title = { $name } · { $variant }
ratings-chart-games = рейтинговые партии
ratings-chart-rating = рейтинг
tournament-crosstable-title = { $tournament } · турнирная таблица
tournament-crosstable-player = Игрок
tournament-crosstable-points = Очки

## /stats

cmd-stats = Показать на диаграмме, чем закончились партии сервера в выбранной игре
cmd-stats-name = статистика
cmd-stats--variant = Какая игра
cmd-stats--variant-name = вариант
stats-title = Статистика · { $variant }
stats-none = В игре «{ $variant }» на этом сервере пока не завершилось ни одной партии.
stats-corpus-title = Реальные партии из базы: { $games } (только завершённые на доске по правилам)
stats-series-server = Этот сервер ({ $games ->
    [one] { $games } партия
    [few] { $games } партии
    [many] { $games } партий
   *[other] { $games } партии
})
stats-series-corpus = База партий ({ $games ->
    [one] { $games } партия
    [few] { $games } партии
    [many] { $games } партий
   *[other] { $games } партии
})
stats-chart-title = { $variant } · результаты
stats-group-wins = Победы: { $side }
stats-group-draws = Ничьи
stats-y-label = % партий
stats-summary = Партий: { $games }. Победы: { $attackers } — { $attackers_won } ({ $attackers_share } %), { $defenders } — { $defenders_won } ({ $defenders_share } %). Ничьих: { $draws } ({ $draws_share } %). Ходов в среднем: { $plies }.
stats-reason-line = • { $result }: { $games } ({ $share } %)

## /review

cmd-review = Разбор завершённой партии от ИИ: оценка каждого хода, ошибки, лучшие ходы
cmd-review-name = разбор
cmd-review--game = Номер партии (если не указать — ваша последняя завершённая партия здесь)
cmd-review--game-name = партия
review-title = Разбор · { $game }
review-side = { $player }: { $blunders } ?? · { $mistakes } ? · { $inaccuracies } ?!
review-move = **{ $number }.** { $side }: { $played } — { $mark } (шанс на победу { $chance } %); лучше { $best } ({ $best_chance } %)
review-clean = Ни один ход не упустил многого: по оценке ИИ, партия сыграна чисто.
review-key = Перед ходом { $number }: { $side } сыграли { $played } ({ $mark }); лучше { $best }
review-mark-inaccuracy = неточность ?!
review-mark-mistake = ошибка ?
review-mark-blunder = зевок ??
review-chart-moves = ходы
review-chart-chance = { $side }: шанс на победу, %
review-footer = ИИ изучал каждую позицию { $seconds } с. Разбор сохраняется: если запросить его снова, он появится сразу.
refusal-review-unfinished = Партия #{ $game } ещё идёт: запросите разбор, когда она закончится.
refusal-review-nothing = В партии #{ $game } нет ходов для разбора.
refusal-review-running = Ваш предыдущий разбор ещё выполняется: дождитесь его, прежде чем запрашивать новый.
refusal-review-under-way = Партия #{ $game } разбирается прямо сейчас: спросите ещё раз через минуту, и разбор будет готов.
refusal-reviews-busy = ИИ занят другими разборами: попробуйте ещё раз через несколько минут.
