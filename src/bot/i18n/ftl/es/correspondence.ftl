## Correspondence (docs/correspondence.md): time banks, vacations,
## direct messages, conditional moves.

## Commands

cmd-vacation = Tus vacaciones: los relojes de tus partidas por correspondencia aquí se detienen
cmd-vacation-name = vacaciones
cmd-vacation-start = Tómate unos días de vacaciones
cmd-vacation-start-name = iniciar
cmd-vacation-start--days = Cuántos días
cmd-vacation-start--days-name = días
cmd-vacation-end = Termina tus vacaciones ya; se te devuelven los días no empezados
cmd-vacation-end-name = terminar
cmd-vacation-status = Si alguien está ausente, y sus días de vacaciones de este año
cmd-vacation-status-name = estado
cmd-vacation-status--user = De quién (las tuyas si lo omites)
cmd-vacation-status--user-name = usuario
cmd-vacation-auto = Empieza unas vacaciones automáticamente en vez de perder por tiempo, mientras te queden días
cmd-vacation-auto-name = automáticas
cmd-vacation-auto--enabled = Activadas o no
cmd-vacation-auto--enabled-name = activadas
cmd-vacation-allowance = Días de vacaciones al año de cada jugador en este servidor (Gestionar servidor)
cmd-vacation-allowance-name = cupo
cmd-vacation-allowance--days = Días al año (21 por defecto)
cmd-vacation-allowance--days-name = días
cmd-notify = Mensajes directos cuando te toca mover y cuando se te acaba el tiempo
cmd-notify-name = avisos
cmd-notify--turn = Tu turno: un mensaje en cada jugada, un resumen diario o nada
cmd-notify--turn-name = turno
cmd-notify--warnings = Un aviso cuando has consumido el 80 % y el 95 % de tu tiempo
cmd-notify--warnings-name = alertas
cmd-notify--hour = La hora del resumen, UTC (8 si nunca la has fijado)
cmd-notify--hour-name = hora
cmd-premove = Jugadas condicionales en una partida, ocultas para tu rival
cmd-premove-name = jugadas-condicionales
cmd-premove-set = Introduce una línea: su jugada, tu respuesta, su jugada, tu respuesta…
cmd-premove-set-name = definir
cmd-premove-set--line = Jugadas SUYA MÍA SUYA MÍA…, como e3-e6 f7-f5
cmd-premove-set--line-name = línea
cmd-premove-set--game = Número de partida (solo hace falta si juegas varias partidas aquí)
cmd-premove-set--game-name = partida
cmd-premove-show = Muestra tus jugadas condicionales en una partida
cmd-premove-show-name = mostrar
cmd-premove-show--game = Número de partida (solo hace falta si juegas varias partidas aquí)
cmd-premove-show--game-name = partida
cmd-premove-clear = Borra tus jugadas condicionales en una partida
cmd-premove-clear-name = borrar
cmd-premove-clear--game = Número de partida (solo hace falta si juegas varias partidas aquí)
cmd-premove-clear--game-name = partida
cmd-tournament-create--vacation = Si las vacaciones detienen los relojes del torneo (por defecto, sí)
cmd-tournament-create--vacation-name = vacaciones
choice-turn-each-move = en cada jugada
choice-turn-daily = resumen diario
choice-turn-off = desactivado

## Times left

time-minutes = { $minutes } min
time-hours = { $hours } h
time-hours-minutes = { $hours } h { $minutes } min
time-days = { $days } d
time-days-hours = { $days } d { $hours } h

## Boards and lists

game-banks = ⏳ Reservas de tiempo: { $attackers } { $attackers_bank } · { $defenders } { $defenders_bank }
game-move-time-ends = (el tiempo propio de esta jugada se acaba { $at }; después se descuenta de la reserva)
game-away = 🏖️ { $player } está de vacaciones y vuelve { $until }: su reloj está detenido.
games-away = { $player } de vacaciones, vuelve { $until }
move-conditional = (jugada condicional)
game-auto-vacation = 🏖️ A { $player } se le ha agotado el tiempo, así que han empezado sus vacaciones automáticas: sus relojes de aquí se detienen durante { $days ->
    [one] 1 día
   *[other] { $days } días
} (terminan { $until }), salvo que juegue antes.
tournament-no-vacation = Las vacaciones no detienen los relojes de este torneo.

## /vacation

vacation-started = 🏖️ { $player } está de vacaciones y vuelve { $until }: los relojes de sus partidas por correspondencia de aquí se detienen.
vacation-ended = 👋 { $player } ha vuelto: sus relojes corren de nuevo; { $returned ->
    [one] se le devuelve 1 día sin usar
   *[other] se le devuelven { $returned } días sin usar
}.
vacation-status-away = 🏖️ { $player } está de vacaciones y vuelve { $until }.
vacation-status-here = { $player } no está de vacaciones aquí.
vacation-status-auto = Vacaciones automáticas en vez de perder por tiempo: { $on ->
    [yes] activadas
   *[no] desactivadas
}.
vacation-auto-on = Las vacaciones automáticas están activadas: si se te acaba el tiempo aquí mientras te quedan días de vacaciones, empiezan unas vacaciones en vez de la derrota.
vacation-auto-off = Las vacaciones automáticas están desactivadas: un reloj que se agota pierde la partida.
vacation-allowance-set = Cada jugador tiene ahora { $days } días de vacaciones al año en este servidor.
vacation-days = Días de vacaciones este año: usados { $used }; quedan { $left } de { $allowance }.

## /premove

premove-set = Jugadas condicionales guardadas para la partida #{ $game }, ocultas para tu rival:
    { $line }
premove-show = Tus jugadas condicionales en la partida #{ $game }:
    { $line }
premove-none = No tienes jugadas condicionales en esta partida.
premove-cleared = Se han borrado tus jugadas condicionales en la partida #{ $game }.
premove-pair = **{ $move }.** si `{ $theirs }`, entonces `{ $mine }`

## /notify and direct messages

notify-turn-each-move = un mensaje en cada jugada
notify-turn-daily = un resumen diario a las { $hour }:00 UTC
notify-turn-off = nada
notify-settings = Tu turno: { $turn } · avisos de tiempo: { $warnings ->
    [yes] activados
   *[no] desactivados
}.
dm-turn = ♟️ Tu jugada { $move } en la partida #{ $game } ({ $variant }) contra { $opponent }; vence { $due }: { $link }
dm-warning = ⏰ Partida #{ $game } ({ $variant }): has consumido el { $percent } % de tu tiempo; tu jugada vence { $due }: { $link }
dm-digest-title = { $count ->
    [one] Una partida espera tu jugada
   *[other] { $count } partidas esperan tu jugada
}
dm-digest-line = `#{ $game }` { $variant } contra { $opponent } · vence { $due } · { $link }
dms-closed = { $player }, Discord no me deja enviarte mensajes directos, así que he parado; ábrelos y usa /notify para volver a empezar.

## Refusals

refusal-bank-too-short = Una reserva de tiempo de { $time } es demasiado corta: la mínima es de 10m.
refusal-bank-too-long = Una reserva de tiempo de { $time } es demasiado larga: la máxima es de 60d.
refusal-vacation-too-long = { $left ->
    [one] Te queda 1 día de vacaciones
   *[other] Te quedan { $left } días de vacaciones
} este año: pide { $left } como máximo.
refusal-vacation-none-left = Ya has usado los { $allowance } días de vacaciones de este año en este servidor.
refusal-vacation-too-short = Unas vacaciones duran al menos un día.
refusal-already-away = Ya estás de vacaciones y vuelves { $until }: termínalas primero con /vacation end.
refusal-not-away = No estás de vacaciones aquí.
refusal-vacation-allowance = El cupo anual es de { $max } días como máximo.
refusal-premove-your-turn = Te toca mover en la partida #{ $game }: juega con /move. Las jugadas condicionales son para el turno de tu rival.
refusal-no-premoves = No tienes jugadas condicionales en la partida #{ $game }.
refusal-premove-empty = Escribe la línea como jugadas, primero la de tu rival, luego la tuya, y así sucesivamente (como `e3-e6 f7-f5`).
refusal-premove-no-reply = La línea termina con una jugada de tu rival (jugada { $count }): añade tu respuesta.
refusal-premove-too-long = Una línea tiene como máximo { $max } jugadas.
refusal-premove-notation = Jugada { $index } de la línea, `{ $text }`: { $error }
refusal-premove-illegal-theirs = La jugada { $index } de la línea, de tu rival, `{ $text }`, no se puede hacer ahí: { $error }
refusal-premove-illegal-mine = Tu jugada { $index } de la línea, `{ $text }`, no se puede hacer ahí: { $error }
refusal-premove-game-ends = La partida terminaría antes de la jugada { $index } de la línea: termina la línea ahí.
