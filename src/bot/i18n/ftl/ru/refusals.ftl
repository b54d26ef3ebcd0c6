## Refusals: what a person is told, privately, when a request changes
## nothing (after a ⚠️), and the apology for a failure of ours. Every one
## is a whole sentence; the pieces at the end (illegal moves, positions,
## records) are parts of sentences and start in lower case.

failure = Извините, у нас что-то пошло не так (код { $reference }). Попробуйте ещё раз чуть позже.

## Which game

refusal-unknown-game = Партии #{ $game } не существует.
refusal-no-active-game = У вас здесь нет активной партии: укажите номер партии.
refusal-no-game = Здесь нет партии: укажите номер партии.
refusal-no-finished-game = У вас нет завершённых партий в этом канале: чтобы сыграть реванш, укажите номер в параметре `{ cmd-rematch--game-name }`.
refusal-several-games = У вас здесь несколько активных партий ({ $games }): укажите номер партии.

## Playing a game

refusal-not-a-player = Вы не играете в партии #{ $game }.
refusal-not-your-turn = Сейчас не ваш ход в партии #{ $game }: ходит сторона «{ $side }».
refusal-game-over = Партия #{ $game } окончена. { $result }.
refusal-game-over-unknown = Партия #{ $game } окончена.
refusal-game-already-over = Партия #{ $game } уже окончена.
refusal-stale = Партия #{ $game } изменилась, пока вы на неё смотрели (сейчас ход { $move }): посмотрите на доску ещё раз и отправьте ход заново.
refusal-no-move = Ход не указан: запишите его в виде e3-e6.
refusal-not-a-move = `{ $text }` — не ход: запишите его в виде e3-e6.
refusal-illegal-move = Недопустимый ход: { $reason }.
refusal-wrong-captures = Взятия хода { $move }: { $actual } (вы указали: { $claimed }). Не указывайте взятия или записывайте их так, как они происходят.
# The captures of a move that captures none.
refusal-captures-nothing = нет
refusal-cannot-abort = Партию #{ $game } уже нельзя отменить: обе стороны сделали ходы (сдайтесь или предложите ничью).
refusal-tournament-game-abort = Партия #{ $game } — турнирная: её нельзя отменить (`/{ cmd-resign-name }` засчитает вам поражение).
refusal-draw-already-offered = Вы уже предложили ничью в партии #{ $game }: дождитесь ответа соперника.
refusal-draw-recently-declined = Ваше предложение ничьей в партии #{ $game } отклонено: снова предложить ничью можно после вашего следующего хода.
refusal-no-draw-offer = В партии #{ $game } нет предложения ничьей, на которое можно ответить.
refusal-imported-game = Партия #{ $game } — импортированная запись: её можно показать и экспортировать, но не играть.

## Challenges and rematches

refusal-still-playing = Партия #{ $game } ещё идёт: реванш можно предложить, когда она закончится.
refusal-rematch-pending = Реванш за партию #{ $game } уже ждёт ответа: вызов #{ $challenge }.
refusal-unknown-challenge = Вызова #{ $challenge } не существует.
refusal-challenge-expired = Срок вызова #{ $challenge } истёк: бросьте вызов заново.
refusal-challenge-closed = Вызов #{ $challenge } уже { $status ->
    [accepted] принят
    [declined] отклонён
    [cancelled] отменён
    [expired] истёк
   *[open] получил ответ
}.
refusal-own-challenge = Нельзя принять собственный вызов: дождитесь соперника или отмените вызов.
refusal-not-addressed-to-you = Вызов #{ $challenge } адресован другому игроку ({ $opponent }).
refusal-not-your-challenge = Отменить вызов #{ $challenge } может только его автор.
refusal-cannot-decline-open = Вызов #{ $challenge } открыт для всех: его нельзя отклонить, только проигнорировать (или его может отменить автор).
refusal-decline-own = Нельзя отклонить собственный вызов: отмените его.
refusal-self-challenge = Нельзя бросить вызов себе: не указывайте соперника, чтобы создать открытый вызов.
refusal-bot-opponent = Боты не могут принимать вызовы: вызовите человека или не указывайте `{ cmd-challenge--opponent-name }`, чтобы создать открытый вызов.
refusal-too-many-challenges = У вас уже есть открытые вызовы ({ $count }): отмените один или дождитесь, пока их примут или истечёт их срок.
refusal-unknown-variant = Игры `{ $key }` нет (игры: { $known }).
refusal-unknown-layout = У игры «{ $variant }» нет расстановки `{ $layout }` (расстановки: { $known }).
refusal-bad-position = В этой начальной позиции нельзя играть: { $reason }.
refusal-decided-position = Исход начальной позиции уже решён ({ $result }): выберите такую, в которой обе стороны могут играть.
refusal-time-malformed = `{ $text }` — не время: напишите число и m, h или d (минуты, часы, дни: 10m, 2h, 3d), время и запас (например, 1d+7d) либо none.
refusal-time-too-short = { $time } — слишком мало: минимальное время на ход — 10m.
refusal-time-too-long = { $time } — слишком много: максимальное время на ход — 30d.
refusal-bad-ai-level = Уровня { $level } нет (уровни — от 1 до 5).
refusal-too-many-ai-games = Вы уже играете против ИИ (партий: { $count }): доиграйте или сдайте одну, прежде чем начинать новую.
refusal-not-for-the-ai = Вызов #{ $challenge } адресован не ИИ.
refusal-bad-record = Запись нельзя импортировать: { $reason }.

## Tournaments

refusal-not-in-server = Турниры проводятся на сервере, а не в личных сообщениях.
refusal-tournament-name = Дайте турниру название длиной от 1 до { $max } символов.
refusal-swiss-rounds = Число туров в швейцарской системе — от 1 до { $max }.
refusal-rounds-only-for-swiss = Число туров задаётся только для швейцарской системы: { $format ->
    [round_robin] в круговой системе
   *[knockout] в турнире на выбывание
} оно определяется само.
refusal-tournament-players = { $format ->
    [swiss] В турнире по швейцарской системе
    [round_robin] В турнире по круговой системе
   *[knockout] В турнире на выбывание
} число игроков — от 2 до { $max }.
refusal-signup-too-long = Запись может быть открыта не дольше { $days ->
    [one] { $days } дня
    [few] { $days } дней
    [many] { $days } дней
   *[other] { $days } дня
}.
refusal-no-ai-in-tournaments = ИИ не играет в турнирах.
refusal-unknown-format = Неизвестный формат `{ $format }`: используйте round_robin, swiss или knockout.
refusal-unknown-tournament = Турнира #{ $tournament } на этом сервере нет.
refusal-no-tournament-here = На этом сервере нет турнира, { $action ->
    [join] открытого для записи
    [start] открытого для записи
    [leave] из которого можно выйти
    [cancel] который можно отменить
   *[show] который можно показать
}: укажите его номер.
refusal-not-organizer = Это могут делать только организаторы (право «Управлять сервером» или роль организатора) и создатель турнира.
refusal-manage-server = Это могут делать только участники с правом «Управлять сервером».
refusal-tournament-closed = Турнир #{ $tournament } { $status ->
    [signup] ещё не начался
    [running] уже начался
    [finished] завершён
   *[cancelled] отменён
}: { $action ->
    [join] запись закрыта
    [leave] выходить не из чего
    [start] его нельзя начать
    [cancel] его нельзя отменить
   *[show] показывать нечего
}.
refusal-signup-closed = Срок записи на турнир #{ $tournament } истёк: запись закрыта.
refusal-tournament-full = В турнире #{ $tournament } нет свободных мест.
refusal-already-joined = Вы уже записаны на турнир #{ $tournament }.
refusal-not-in-tournament = Вы не участвуете в турнире #{ $tournament }.
refusal-too-few-players = Чтобы начать турнир #{ $tournament }, нужно как минимум два игрока.

## Why a move is illegal (after "Illegal move:").

illegal-game-over = партия окончена
illegal-off-board = { $square } — за пределами доски { $size }x{ $size }
illegal-same-square = фигура должна покинуть свою клетку
illegal-no-piece = на { $square } нет фигуры
illegal-not-your-piece = фигура на { $square } не ваша: ходит сторона «{ $side }»
illegal-troll-king-moves = король троллей никогда не ходит: он только прыгает, когда { $king } окружён
illegal-occupied = клетка { $square } занята
illegal-not-straight = фигуры ходят по горизонтали или вертикали, но не по диагонали
illegal-not-knight = в этой игре все фигуры ходят как шахматный конь
illegal-blocked = путь от { $from } до { $to } перекрыт на { $at }
illegal-cannot-stop = { $square } — { $group }: останавливаться там может только { $king }
illegal-cannot-pass = { $square } — { $group }: проходить через эту клетку может только { $king }
illegal-unusable = { $square } — { $group }: туда не может зайти ни одна фигура
illegal-king-one-step = { $king } ходит только на одну клетку
illegal-king-one-step-or-slide = { $king } ходит на одну клетку или скользит к краю по свободной линии
illegal-king-leaps-defenders-only = { $king } может перепрыгивать только через фигуры стороны «{ $defenders }»: на пути { $square }
illegal-defenders-cannot-leap = фигуры стороны «{ $defenders }» не могут перепрыгивать через фигуры: на пути { $square } (это может только { $king })
illegal-cannot-leap-own = фигуры стороны «{ $side }» не могут перепрыгивать через свои фигуры: на пути { $square }
illegal-repetition = этот ход повторил бы позицию в третий раз: сторона «{ $side }» должна сыграть иначе
illegal-may-not-pass = { $piece } не может проходить через { $square } ({ $group })
illegal-may-not-stop = { $piece } не может останавливаться на { $square } ({ $group })
illegal-too-far = { $piece } ходит не дальше чем на { $limit ->
    [one] { $limit } клетку
    [few] { $limit } клетки
    [many] { $limit } клеток
   *[other] { $limit } клетки
} за ход
illegal-cannot-jump = { $piece } не может перепрыгнуть через { $square }
illegal-berserker = фигура на { $square } сделала взятие и впадает в ярость берсерка: она ходит ещё раз
illegal-must-capture = ход берсерка должен быть со взятием

## Why a start position cannot be played (after "The start position cannot be played:").

position-shape = позиция — это доска, пробел и сторона, которая ходит (a или d), например `3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 a`
position-too-long = позиция слишком длинная для доски
position-rank-count = горизонталей на доске: { $expected }, а в позиции: { $found }
position-rank-width = ширина горизонтали { $rank } — { $found }, а ширина доски — { $expected }
position-bad-piece = `{ $char }` — не фигура (фигуры: a, d, k и e; цифры обозначают число пустых клеток)
position-bad-rule-set-piece = `{ $char }` — не фигура (фигуры: a, d, k, а также c n m g — командиры, рыцари, наёмники и стражи нападающих, C N M G — то же у защитников; цифры обозначают число пустых клеток)
position-bad-otn-piece = `{ $char }` — не фигура (фигуры: t c n k m g, у защитников — заглавные)
position-zero-run = число пустых клеток не может быть 0 или начинаться с 0
position-bad-side = сторона, которая ходит, — это `a` или `d`, а не `{ $side }`
position-attacker-king = король нападающих (`k`) не поддерживается: король принадлежит защитникам
position-king-count = королей в позиции: { $count }, а нужен ровно один (или ни одного, если партия окончена)
position-evangelists = в игре «{ $variant }» нет евангелистов (e): они есть только в Alea Evangelii
position-special-pieces = в игре «{ $variant }» нет командиров, рыцарей, наёмников и стражей: они есть только в наборах правил
position-restricted = { $square } — { $group }: стоять там может только { $king }
position-unusable = { $square } — { $group }: там не может стоять ни одна фигура
position-trollstone = клетка { $square } должна быть пустой: когда { $king } покидает камень троллей, там стоит король троллей

## Why a record cannot be read (after "The record cannot be imported:").

record-empty = запись пуста
record-line = строка { $line }: { $problem }
record-missing-variant = в записи не указано, какая это игра (добавьте строку `variant:`)
record-start = начальная позиция: { $problem }
record-move = ход { $ply } (`{ $move }`): { $problem }
record-captures = ход { $ply } (`{ $move }`): взятия по записи: { $claimed }, на самом деле: { $actual }
record-result = результат в записи ({ $recorded }) не совпадает с тем, чем заканчиваются ходы ({ $actual })
record-goes-on = партия продолжается
record-no-move = ход не указан
record-not-a-move = `{ $text }` — не ход
record-not-a-result = `{ $text }` — не результат
record-not-a-reason = `{ $text }` — не причина окончания партии
record-half-result = для результата нужны строки `result:` и `reason:`
record-unclosed-tag = незакрытый тег
record-tag-shape = тег имеет вид [ключ:значение]
record-not-a-size = `{ $text }` — не размер доски
record-rows = строк в начальной позиции: { $rows }, а на доске: { $size }
record-not-an-otn-piece = `{ $char }` — не фигура OTN
record-unknown-variant = игры `{ $key }` нет
record-unknown-layout = у игры «{ $variant }» нет расстановки `{ $layout }`
