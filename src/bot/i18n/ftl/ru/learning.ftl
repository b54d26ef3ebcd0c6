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

## /puzzle (docs/learning.md 2)

cmd-puzzle = Задачи из настоящих партий, с рейтингом задач
cmd-puzzle-name = задача
cmd-puzzle-next = Задача для решения: позиция из настоящей партии, где выигрывает один ход
cmd-puzzle-next-name = следующая
cmd-puzzle-next--variant = Какая игра (если не указано, Copenhagen)
cmd-puzzle-next--variant-name = вариант
cmd-puzzle-solve = Ответ на задачу: ваш ход или вся ваша серия ходов
cmd-puzzle-solve-name = решить
cmd-puzzle-solve--move = Ваш ход (e4-e7) или ваши ходы по очереди (e4-e7 e7-e9); бот делает ответные ходы
cmd-puzzle-solve--move-name = ход
cmd-puzzle-daily = Публиковать задачу каждый день в канале или перестать (Управлять сервером)
cmd-puzzle-daily-name = ежедневно
cmd-puzzle-daily--channel = Где (если не указано, ежедневная задача прекращается)
cmd-puzzle-daily--channel-name = канал
puzzle-title = Задача · { $variant }
puzzle-task = **{ $side }: ход и выигрыш за { $moves ->
    [one] { $moves } ход
    [few] { $moves } хода
    [many] { $moves } ходов
   *[other] { $moves } хода
}.**
puzzle-source-game = Из партии #{ $game } на этом сервере.
puzzle-source-corpus = Из настоящей партии ({ $source }).
puzzle-how = Отвечайте командой `/puzzle solve`: ваш ход или все ваши ходы по очереди. Бот делает ответные ходы другой стороны.
puzzle-footer = Задача { $key } · рейтинг { $rating } · ваш рейтинг задач { $mine }
puzzle-left-failed = Ваша прошлая задача ({ $key }) осталась нерешённой и засчитана как неудача: { $change }.
puzzle-left-skipped = Ваша прошлая задача ({ $key }) пропущена до первого хода: рейтинг не изменился.
puzzle-step = { $move } → бот отвечает { $reply }
puzzle-right = ✅ Верно: { $steps }. Теперь выиграйте за { $moves ->
    [one] { $moves } ход
    [few] { $moves } хода
    [many] { $moves } ходов
   *[other] { $moves } хода
}.
puzzle-solved = 🎉 Решено: { $steps }. Рейтинг задач { $change }. `/puzzle next` — следующая.
puzzle-failed = ❌ { $steps }: так победа упущена; { $expected } сохранил бы её. Решение: { $solution }. Рейтинг задач { $change }.
puzzle-ignored = { $count ->
    [one] { $count } ход после конца задачи не прочитан.
    [few] { $count } хода после конца задачи не прочитаны.
    [many] { $count } ходов после конца задачи не прочитаны.
   *[other] { $count } хода после конца задачи не прочитаны.
}
puzzle-daily-set = Ежедневная задача будет публиковаться в { $channel }, первая — сейчас.
puzzle-daily-stopped = Ежедневная задача остановлена.
puzzle-daily-title = Задача дня · { $variant }
puzzle-daily-solution = Решение: { $solution }
puzzle-take = Решить
refusal-puzzle-none = Задач по игре { $variant } пока нет: попробуйте Copenhagen или Brandubh или доиграйте здесь больше партий в неё.
refusal-puzzle-exhausted = Вы пробовали все задачи по игре { $variant }: попробуйте другой вариант.
refusal-puzzle-not-open = У вас нет задачи для ответа: попросите её командой `/puzzle next`.
refusal-puzzle-illegal = Ход { $index } вашего ответа, { $move }, там сделать нельзя: ничего не засчитано. Пишите ход как откуда-куда (e4-e7), ваши ходы по очереди.
refusal-puzzle-changed = Другой ответ на вашу задачу пришёл раньше: посмотрите на его доску и отвечайте оттуда.
refusal-puzzle-tried = Вы уже пробовали эту задачу: `/puzzle next` даст новую.
refusal-puzzle-unknown = Задачи { $key } нет.
