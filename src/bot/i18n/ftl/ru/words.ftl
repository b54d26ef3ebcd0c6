## Words every part of the bot uses: the names of games, sides, kings,
## pieces and squares, and how a game ends. Names passed into other
## messages stand alone (as labels, after a colon, in brackets), so they
## are written in their plain form.

# The AI, where a player's name would be.
ai-name = ИИ Hnefi (уровень { $level })

## The games, by key.

variant-copenhagen = Копенгагенский хнефатафл
variant-brandubh = Брандубх
variant-tafl9 = Тафл
variant-kings-table = Королевский стол
variant-alea-evangelii = Alea Evangelii
variant-magpie = Сорока
variant-noggin = Игра Ноггина
variant-knut = Игра Кнута
variant-thor = Игра Тора Ногсона
variant-fetlar = Фетларский хнефатафл
variant-saami-tablut = Саамский таблут
variant-linnaean-tablut = Таблут Линнея
variant-sea-battle = Морская битва
variant-tawlbwrdd = Тавлбурдд
variant-lewis-cross = Тавлбурдд (льюисский крест)
variant-ard-ri = Ард-Ри
variant-berserk = Берсерк-хнефатафл
variant-sea-battle-13 = Морская битва 13x13 (Парлетт)
variant-tablut-15 = Таблут 15x15
variant-foteviken-tablut = Фотевикенский таблут

## The sides: the usual names, and the games that name them otherwise.

side-attackers = Нападающие
side-defenders = Защитники
side-noggin-attackers = Тролли
side-noggin-defenders = Ноговцы
side-knut-attackers = Тролли
side-knut-defenders = Ноговцы
side-thor-attackers = Тролли
side-thor-defenders = Ноговцы
side-magpie-attackers = Воры
side-magpie-defenders = Друзья
side-tafl9-attackers = Русские
side-tafl9-defenders = Шведы

## The king, and the games that name him otherwise.

king = король
king-noggin = Ноггин
king-knut = Ноггин
king-thor = Ноггин
king-magpie = лепрекон

## Pieces, as a refusal names them.

piece-king = король
piece-defender = защитник
piece-attacker = нападающий
piece-evangelist = евангелист
piece-commander = командир
piece-knight = рыцарь
piece-mercenary = наёмник
piece-guard = страж

## Special squares, by the name the game gives them.

square-restricted = запретная клетка
square-the-trollstone = камень троллей
square-noggin-s-home = дом Ноггина
square-the-throne = трон
square-a-corner-burg = угловой замок
square-a-red-corner = красная угловая клетка
square-an-unusable-square = недоступная клетка
square-a-marked-square = отмеченная клетка
square-a-marked-corner = отмеченная угловая клетка
square-a-gold-square = золотая клетка
square-a-gold-corner = золотая угловая клетка
square-a-corner = угловая клетка
square-corner = угловая клетка
square-throne = трон
square-attackers-fort = крепость нападающих
square-defenders-fort = крепость защитников

## How a game ends.

reason-king-captured = король взят
reason-king-escaped = король ушёл
reason-encircled = окружение
reason-no-legal-moves = нет допустимых ходов
reason-repetition = повторение позиции
reason-resigned = сдача
reason-timeout = время вышло
reason-draw-agreed = по соглашению сторон
reason-aborted = партия отменена
reason-tuit-nog = tuit nog
reason-exit-fort = крепость на краю

# "Defenders win: king escaped"
result-win = { $side } победили: { $reason }
result-draw = Ничья: { $reason }

# Called out after a move (Noggin's games).
announcement-uit-nog = UIT NOG!

## Time.

# A game or tournament without a time limit per move.
time-no-limit = без лимита
