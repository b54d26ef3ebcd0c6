## Tournaments: the announcement, pairings, standings, and the answers to
## /tournament.

tournament-format = { $format ->
    [swiss] швейцарская система, { $rounds ->
        [one] { $rounds } тур
        [few] { $rounds } тура
        [many] { $rounds } туров
       *[other] { $rounds } тура
    }
    [round_robin] круговая система (две партии в каждой паре, по одной за каждую сторону)
   *[knockout] на выбывание (матчи из двух партий со сменой сторон)
}
tournament-signup-until = Запись открыта, закроется { $when }
tournament-signup-open = Запись открыта, пока организатор не начнёт турнир
tournament-round-of = Тур { $round } из { $rounds }
tournament-finished-won = Завершён, победитель: { $winner }
tournament-finished = Завершён
tournament-cancelled = Отменён
# The announcement's description, line by line.
tournament-about = **{ $variant }** · { $format }
tournament-terms = Время на ход: { $time } · игроков: до { $players }
tournament-players = Игроки ({ $count })
tournament-no-players = Пока никого: нажмите **{ button-join }**.
button-join = Записаться

## Pairings and standings.

tournament-bye = • { $player } пропускает тур
# "• `#12` @Ann (Attackers) vs @Bob (Defenders) — attacker won"
tournament-pairing = • { $game }{ $attacker } ({ $attackers }) против { $defender } ({ $defenders })
# What became of a pairing, after its dash.
tournament-won-by-forfeit = техническая победа { $side ->
    [attackers] нападающего
   *[defenders] защитника
}
tournament-won = { $side ->
    [attackers] победа нападающего
   *[defenders] победа защитника
}
tournament-drawn = ничья
tournament-playing-in = идёт в <#{ $channel }>
tournament-standing = **{ $rank }.** { $player } — { $points } очк. · { $breaks } · { $wins }В { $draws }Н { $losses }П
tournament-withdrew-mark = (выход из турнира)
tournament-breaks-sb = SB { $sb }
tournament-breaks-buchholz = Бухгольц { $buchholz } · SB { $sb }
tournament-breaks-rounds = выиграно туров: { $rounds }
tournament-more = … и ещё { $count }.
tournament-nothing-yet = Пока ничего.
tournament-ties = { $format ->
    [round_robin] При равенстве очков: коэффициент Зонненборна — Бергера (SB), затем стартовый рейтинг.
    [swiss] При равенстве очков: Бухгольц, затем коэффициент Зонненборна — Бергера (SB), затем стартовый рейтинг. Пропуск тура засчитывается как победа.
   *[knockout] Каждый матч — две партии со сменой сторон; при равном счёте проходит тот, кто выиграл быстрее, затем — тот, у кого выше рейтинг.
}
tournament-standings-title = 🏆 { $tournament } — турнирная таблица
tournament-round-title = 🏆 { $tournament } — тур { $round }
tournament-round-of-title = 🏆 { $tournament } — тур { $round } из { $rounds }
tournament-final-title = 🏆 { $tournament } — итоговая таблица
tournament-winner = Победитель: { $player } 🎉

## Answers to /tournament, and what the channel hears.

tournament-joined = ✅ { $player } записывается на турнир **{ $tournament }**: теперь { $count ->
    [one] { $count } игрок
    [few] { $count } игрока
    [many] { $count } игроков
   *[other] { $count } игрока
}.
tournament-withdrew = 🚪 { $player } снимается с турнира **{ $tournament }**: текущие партии засчитываются как сдача, остальные — как технические поражения.
tournament-left = 🚪 { $player } покидает турнир **{ $tournament }**.
tournament-started = 🏁 Турнир **{ $tournament }** начался, игроков: { $players }. Ниже — пары 1-го тура, у каждой партии своя ветка.
# Said after tournament-started when a Swiss had too few players for its rounds.
tournament-rounds-cut = { $asked ->
    [one] Был объявлен { $asked } тур
    [few] Были объявлены { $asked } тура
    [many] Было объявлено { $asked } туров
   *[other] Было объявлено { $asked } тура
}, но при таком числе игроков ({ $players }) { $played ->
    [one] будет сыгран { $played } тур
    [few] будут сыграны { $played } тура
    [many] будет сыграно { $played } туров
   *[other] будет сыграно { $played } тура
}.
tournament-cancelled-running = 🛑 Турнир **{ $tournament }** отменён пользователем { $player }; идущие партии прерваны.
tournament-cancelled-signup = 🛑 Турнир **{ $tournament }** отменён пользователем { $player } до начала.
tournament-cancelled-empty = 🛑 Турнир **{ $tournament }** отменён: к закрытию записи набралось меньше двух игроков.
tournament-organizer-role = Теперь проводить турниры могут участники с ролью **{ $role }**.
tournament-organizer-none = Теперь проводить турниры могут только участники с правом «Управлять сервером».
