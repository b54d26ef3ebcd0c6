## Challenges: the challenge message, its buttons, and games against the AI.

challenge-title = Вызов #{ $challenge }
challenge-to-you = { $opponent }, вам бросили вызов!
challenge-open = { $author } вызывает любого желающего на партию: **{ $variant }**.
challenge-addressed = { $author } вызывает { $opponent } на партию: **{ $variant }**.
# "Layout: standard · @Ann plays: Attackers · Per move: 3d · rated"
challenge-terms = Расстановка: { $layout } · Сторона { $author }: { $side } · На ход: { $time } · { $rated ->
    [yes] рейтинговая
   *[no] без рейтинга
}
challenge-random-side = случайная
challenge-custom-position = Своя начальная позиция.
challenge-expires = Истекает { $when }.

button-accept = Принять
button-decline = Отклонить
button-cancel = Отменить

challenge-accepted = ✅ Вызов принят игроком { $player }: партия #{ $game } началась.
challenge-declined = ❌ Вызов отклонён игроком { $player }.
challenge-cancelled = Вызов отменён игроком { $player }.
challenge-expired = ⌛ Срок этого вызова истёк.

# /ai: "🤖 @Ann plays **Brandubh** against Hnefi AI (level 3) in game #4: ..."
challenge-ai-game = 🤖 { $player } играет против { $ai }, партия #{ $game } (**{ $variant }**): { $sides }. Доска появится в ветке партии.
