//! Duels. Both unarmed: rock-paper-scissors in secret, a tie to the lighter player, and
//! again at equal weight. One armed: the armed player wins. Both armed: hands, the
//! attacker leading a weapon and the defender answering; armour cancels one lost hand;
//! a player out of weapons loses the hands left; most hands wins, then the lighter, then
//! the defender. The winner holds the room and takes a weapon, a dragon head or a damsel,
//! else a coin or a random treasure; a loser with nothing at all is mortally wounded.

use serde::{Deserialize, Serialize};

use super::cards::{Card, Treasure};
use super::events::Decider;
use super::map::{Room, RoomKind};
use super::notation::{QuestAction, Rps, Spoil};
use super::{Player, Quest, QuestChance, QuestEvent, Stage};
use crate::game::{Seat, Turn};
use crate::message::Message;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Duel {
    pub attacker: Seat,
    pub defender: Seat,
    pub room: Room,
    pub fight: Fight,
}

/// A duel's stage.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "fight", rename_all = "snake_case")]
pub enum Fight {
    /// Both unarmed: each side's secret choice (attacker, defender).
    Rps { choices: [Option<Rps>; 2] },
    /// Both armed: hand `hand` of `total`.
    Hands {
        hand: u8,
        total: u8,
        wins: [u8; 2],
        /// Weapons each side has played, by [`Card::PLAYED`] order.
        used: [[u8; 4]; 2],
        /// The attacker's weapon in the current hand.
        lead: Option<Card>,
        armour_used: [bool; 2],
        /// The side that lost the hand just played and may break its armour to cancel it.
        armour_offer: Option<usize>,
    },
    /// The winner chooses what to take.
    Spoils { winner: Seat, loser: Seat },
    /// A random treasure is being taken from the loser (chance).
    Draw { winner: Seat, loser: Seat },
}

fn played_index(card: Card) -> Option<usize> {
    Card::PLAYED.iter().position(|&c| c == card)
}

/// The weapons a side can still play in this duel.
fn unplayed(player: &Player, used: &[u8; 4]) -> Vec<Card> {
    Card::PLAYED
        .into_iter()
        .enumerate()
        .filter(|&(i, c)| player.hand.cards[c as usize] > used[i])
        .map(|(_, c)| c)
        .collect()
}

/// The spoils a winner may choose from the loser: a weapon, a dragon head or a damsel;
/// from a loser holding none of them, a coin or a random treasure.
fn spoils(loser: &Player) -> Vec<QuestAction> {
    let mut cards: Vec<QuestAction> = loser.hand.weapons().map(QuestAction::Steal).collect();
    for prize in [Spoil::Head, Spoil::Damsel] {
        if prize.card().is_some_and(|card| loser.hand.has(card)) {
            cards.push(QuestAction::Take(prize));
        }
    }
    if !cards.is_empty() {
        return cards;
    }
    let mut takes = Vec::new();
    if loser.hand.can_pay(1) {
        takes.push(QuestAction::Take(Spoil::Gold));
    }
    if !loser.hand.treasures.is_empty() {
        takes.push(QuestAction::Take(Spoil::Treasure));
    }
    takes
}

impl Duel {
    pub fn involves(&self, seat: Seat) -> bool {
        self.attacker == seat || self.defender == seat
    }

    fn side(&self, index: usize) -> Seat {
        if index == 0 { self.attacker } else { self.defender }
    }

    pub(super) fn turn(&self) -> Turn {
        match &self.fight {
            Fight::Rps { choices } => {
                Turn::Simultaneous((0..2).filter(|&i| choices[i].is_none()).map(|i| self.side(i)).collect())
            }
            Fight::Hands { armour_offer: Some(side), .. } => Turn::Player(self.side(*side)),
            Fight::Hands { lead: None, .. } => Turn::Player(self.attacker),
            Fight::Hands { .. } => Turn::Player(self.defender),
            Fight::Spoils { winner, .. } => Turn::Player(*winner),
            Fight::Draw { .. } => Turn::Chance,
        }
    }

    pub(super) fn options(&self, seat: Seat, players: &[Player]) -> Vec<QuestAction> {
        match &self.fight {
            Fight::Rps { .. } => Rps::ALL.map(QuestAction::Rps).to_vec(),
            Fight::Hands { armour_offer: Some(_), .. } => {
                vec![QuestAction::Armour { wear: true }, QuestAction::Armour { wear: false }]
            }
            Fight::Hands { used, .. } => {
                let side = usize::from(seat != self.attacker);
                unplayed(&players[seat.index()], &used[side]).into_iter().map(QuestAction::Play).collect()
            }
            Fight::Spoils { loser, .. } => spoils(&players[loser.index()]),
            Fight::Draw { .. } => Vec::new(),
        }
    }

    pub(super) fn check(&self, seat: Seat, action: &QuestAction, players: &[Player]) -> Result<(), Message> {
        if self.options(seat, players).contains(action) {
            return Ok(());
        }
        Err(self.prompt(seat, players).unwrap_or_else(|| Message::new("quest-expected")))
    }

    /// Whether the awaited choice is secret, so asked in private.
    pub(super) fn default_action(&self, seat: Seat, players: &[Player]) -> Option<QuestAction> {
        match &self.fight {
            Fight::Rps { .. } => Some(QuestAction::Rps(Rps::Rock)),
            Fight::Hands { armour_offer: Some(_), .. } => Some(QuestAction::Armour { wear: false }),
            _ => self.options(seat, players).into_iter().next(),
        }
    }

    pub(super) fn prompt(&self, seat: Seat, players: &[Player]) -> Option<Message> {
        let list = |actions: Vec<QuestAction>| -> String {
            actions.iter().map(|a| a.to_string().replace(':', " ")).collect::<Vec<_>>().join(", ")
        };
        Some(match &self.fight {
            Fight::Rps { .. } => Message::new("quest-rps-prompt"),
            Fight::Hands { armour_offer: Some(_), .. } => Message::new("quest-armour-prompt"),
            Fight::Hands { hand, total, .. } => Message::new("quest-hand-prompt")
                .num("hand", i64::from(*hand) + 1)
                .num("total", i64::from(*total))
                .with("options", list(self.options(seat, players))),
            Fight::Spoils { .. } => {
                Message::new("quest-spoils-prompt").with("options", list(self.options(seat, players)))
            }
            Fight::Draw { .. } => return None,
        })
    }

    pub(super) fn chance_outcomes(&self, players: &[Player]) -> Vec<(QuestChance, u32)> {
        match &self.fight {
            Fight::Draw { loser, .. } => {
                players[loser.index()].hand.treasures.iter().map(|&t| (QuestChance::Treasure(t), 1)).collect()
            }
            _ => Vec::new(),
        }
    }
}

impl Quest {
    pub(super) fn start_duel(&mut self, attacker: Seat, defender: Seat) -> Vec<QuestEvent> {
        let room = self.players[attacker.index()].room.expect("dealt");
        let mut events = vec![QuestEvent::Attacked { attacker, defender, room }];
        let armed = [attacker, defender].map(|s| self.players[s.index()].hand.is_armed());
        let fight = match armed {
            [false, false] => Fight::Rps { choices: [None, None] },
            [true, false] => return [events, self.end_duel(attacker, defender, room, Decider::Armed, None)].concat(),
            [false, true] => return [events, self.end_duel(defender, attacker, room, Decider::Armed, None)].concat(),
            [true, true] => {
                let total = [attacker, defender].map(|s| self.players[s.index()].hand.played_count()).into_iter().max();
                Fight::Hands {
                    hand: 0,
                    total: total.unwrap_or(0) as u8,
                    wins: [0, 0],
                    used: [[0; 4]; 2],
                    lead: None,
                    armour_used: [false, false],
                    armour_offer: None,
                }
            }
        };
        self.stage = Stage::Duel(Duel { attacker, defender, room, fight });
        events.extend(self.next_hand());
        events
    }

    fn lighter(&self, a: Seat, b: Seat) -> Option<Seat> {
        let (wa, wb) = (self.players[a.index()].hand.weight(), self.players[b.index()].hand.weight());
        match wa.cmp(&wb) {
            std::cmp::Ordering::Less => Some(a),
            std::cmp::Ordering::Greater => Some(b),
            std::cmp::Ordering::Equal => None,
        }
    }

    /// Plays out hands a side cannot answer, and ends the duel after the last hand.
    fn next_hand(&mut self) -> Vec<QuestEvent> {
        let mut events = Vec::new();
        loop {
            let Stage::Duel(duel) = &self.stage else { return events };
            let duel = duel.clone();
            let Fight::Hands { hand, total, wins, used, lead: None, armour_offer: None, .. } = duel.fight else {
                return events;
            };
            if hand >= total {
                let (a, d) = (duel.attacker, duel.defender);
                let (winner, decider) = match wins[0].cmp(&wins[1]) {
                    std::cmp::Ordering::Greater => (a, Decider::Hands),
                    std::cmp::Ordering::Less => (d, Decider::Hands),
                    std::cmp::Ordering::Equal => match self.lighter(a, d) {
                        Some(lighter) => (lighter, Decider::Lighter),
                        None => (d, Decider::Defender),
                    },
                };
                let (loser, score) = if winner == a { (d, wins) } else { (a, [wins[1], wins[0]]) };
                events.extend(self.end_duel(winner, loser, duel.room, decider, Some(score)));
                return events;
            }
            let left = [0, 1].map(|i| unplayed(&self.players[duel.side(i).index()], &used[i]).is_empty());
            let winner = match left {
                [true, _] => 1,
                [_, true] => 0,
                _ => return events,
            };
            events.push(QuestEvent::HandResult { hand: hand + 1, winner: Some(duel.side(winner)) });
            if let Stage::Duel(Duel { fight: Fight::Hands { hand, wins, .. }, .. }) = &mut self.stage {
                wins[winner] += 1;
                *hand += 1;
            }
        }
    }

    pub(super) fn duel_action(&mut self, duel: Duel, seat: Seat, action: &QuestAction) -> Vec<QuestEvent> {
        match (duel.fight.clone(), action) {
            (Fight::Rps { mut choices }, QuestAction::Rps(choice)) => {
                choices[usize::from(seat != duel.attacker)] = Some(*choice);
                let mut events = vec![QuestEvent::RpsChosen { seat }];
                let [Some(a), Some(d)] = choices else {
                    self.stage = Stage::Duel(Duel { fight: Fight::Rps { choices }, ..duel });
                    return events;
                };
                events.push(QuestEvent::RpsShown { attacker: a, defender: d });
                let (winner, decider) = if a.beats(d) {
                    (duel.attacker, Decider::Rps)
                } else if d.beats(a) {
                    (duel.defender, Decider::Rps)
                } else if let Some(lighter) = self.lighter(duel.attacker, duel.defender) {
                    (lighter, Decider::Lighter)
                } else {
                    events.push(QuestEvent::RpsAgain);
                    self.stage = Stage::Duel(Duel { fight: Fight::Rps { choices: [None, None] }, ..duel });
                    return events;
                };
                let loser = if winner == duel.attacker { duel.defender } else { duel.attacker };
                events.extend(self.end_duel(winner, loser, duel.room, decider, None));
                events
            }
            (Fight::Hands { hand, total, mut wins, mut used, lead, armour_used, .. }, QuestAction::Play(card)) => {
                let side = usize::from(seat != duel.attacker);
                used[side][played_index(*card).expect("checked: a played weapon")] += 1;
                let mut events = vec![QuestEvent::HandPlayed { seat, card: *card }];
                let Some(lead) = lead else {
                    let fight =
                        Fight::Hands { hand, total, wins, used, lead: Some(*card), armour_used, armour_offer: None };
                    self.stage = Stage::Duel(Duel { fight, ..duel });
                    return events;
                };
                let winner = lead.beats(*card).map(|attacker_won| if attacker_won { 0 } else { 1 });
                events.push(QuestEvent::HandResult { hand: hand + 1, winner: winner.map(|w| duel.side(w)) });
                if let Some(w) = winner {
                    wins[w] += 1;
                }
                let offer = winner.map(|w| 1 - w).filter(|&loser| {
                    !armour_used[loser] && self.players[duel.side(loser).index()].hand.has(Card::Armour)
                });
                let hand = if offer.is_some() { hand } else { hand + 1 };
                let fight = Fight::Hands { hand, total, wins, used, lead: None, armour_used, armour_offer: offer };
                self.stage = Stage::Duel(Duel { fight, ..duel });
                events.extend(self.next_hand());
                events
            }
            (
                Fight::Hands { hand, total, mut wins, used, mut armour_used, armour_offer: Some(side), .. },
                QuestAction::Armour { wear },
            ) => {
                let mut events = Vec::new();
                if *wear {
                    let hand_owner = &mut self.players[seat.index()].hand;
                    hand_owner.take(Card::Armour);
                    self.deck[Card::Armour as usize] += 1;
                    armour_used[side] = true;
                    wins[1 - side] -= 1;
                    wins[side] += 1;
                    events.push(QuestEvent::ArmourWorn { seat });
                }
                let fight =
                    Fight::Hands { hand: hand + 1, total, wins, used, lead: None, armour_used, armour_offer: None };
                self.stage = Stage::Duel(Duel { fight, ..duel });
                events.extend(self.next_hand());
                events
            }
            (Fight::Spoils { winner, loser }, QuestAction::Steal(card)) => {
                let mut events = self.steal(winner, loser, *card);
                events.extend(self.end_turn());
                events
            }
            (Fight::Spoils { winner, loser }, QuestAction::Take(Spoil::Gold)) => {
                let mut events = self.take_gold(winner, loser);
                events.extend(self.end_turn());
                events
            }
            (Fight::Spoils { winner, loser }, QuestAction::Take(Spoil::Treasure)) => {
                self.stage = Stage::Duel(Duel { fight: Fight::Draw { winner, loser }, ..duel });
                Vec::new()
            }
            (Fight::Spoils { winner, loser }, QuestAction::Take(prize)) => {
                let mut events = prize.card().map(|card| self.take_prize(winner, loser, card)).unwrap_or_default();
                events.extend(self.end_turn());
                events
            }
            _ => Vec::new(),
        }
    }

    fn steal(&mut self, winner: Seat, loser: Seat, card: Card) -> Vec<QuestEvent> {
        self.hand_over(winner, loser, card, QuestEvent::Stole { winner, loser })
    }

    /// The loser's dragon head or damsel: the channel hears that one of the two changed
    /// hands, the two players which.
    fn take_prize(&mut self, winner: Seat, loser: Seat, card: Card) -> Vec<QuestEvent> {
        self.hand_over(winner, loser, card, QuestEvent::TookPrize { winner, loser })
    }

    /// Moves `card` from the loser to the winner: `public` for the channel, the card for
    /// the two of them.
    fn hand_over(&mut self, winner: Seat, loser: Seat, card: Card, public: QuestEvent) -> Vec<QuestEvent> {
        self.players[loser.index()].hand.take(card);
        self.players[winner.index()].hand.add(card);
        vec![
            public,
            QuestEvent::StoleCard { winner, loser, card, to: winner },
            QuestEvent::StoleCard { winner, loser, card, to: loser },
        ]
    }

    fn take_gold(&mut self, winner: Seat, loser: Seat) -> Vec<QuestEvent> {
        self.players[loser.index()].hand.pay(1);
        self.players[winner.index()].hand.gold += 1;
        vec![QuestEvent::TookGold { winner, loser }]
    }

    pub(super) fn spoil_treasure(&mut self, duel: Duel, treasure: Treasure) -> Vec<QuestEvent> {
        let Fight::Draw { winner, loser } = duel.fight else { return Vec::new() };
        self.players[loser.index()].hand.take_treasure(treasure);
        self.players[winner.index()].hand.add_treasure(treasure);
        let mut events = vec![
            QuestEvent::TookTreasure { winner, loser },
            QuestEvent::TookTreasureCard { winner, loser, treasure, to: winner },
            QuestEvent::TookTreasureCard { winner, loser, treasure, to: loser },
        ];
        events.extend(self.end_turn());
        events
    }

    /// The winner holds the room (and, a knight beating a knight in a castle, becomes a
    /// wizard); then the spoils.
    fn end_duel(
        &mut self,
        winner: Seat,
        loser: Seat,
        room: Room,
        decider: Decider,
        hands: Option<[u8; 2]>,
    ) -> Vec<QuestEvent> {
        let mut events = vec![QuestEvent::DuelWon { winner, loser, decider, hands }];
        self.arrivals += 1;
        self.players[winner.index()].rank = -self.arrivals;
        let castle = self.rooms[room.index()].is_some_and(|c| c.kind == RoomKind::Castle);
        let (w, l) = (&self.players[winner.index()], &self.players[loser.index()]);
        if self.options.advanced && castle && w.knight && l.knight && !w.wizard {
            self.players[winner.index()].wizard = true;
            events.push(QuestEvent::Wizard { seat: winner });
        }
        let choices = spoils(&self.players[loser.index()]);
        let duel = |fight| Duel { attacker: winner, defender: loser, room, fight };
        match choices.as_slice() {
            [] if self.players[loser.index()].hand.is_empty() => {
                self.players[loser.index()].wounded = true;
                events.push(QuestEvent::Wounded { seat: loser });
            }
            [] => {}
            [QuestAction::Steal(card)] => events.extend(self.steal(winner, loser, *card)),
            [QuestAction::Take(Spoil::Gold)] => events.extend(self.take_gold(winner, loser)),
            [QuestAction::Take(Spoil::Treasure)] => {
                self.stage = Stage::Duel(duel(Fight::Draw { winner, loser }));
                return events;
            }
            [QuestAction::Take(prize)] => {
                events.extend(prize.card().map(|card| self.take_prize(winner, loser, card)).unwrap_or_default())
            }
            _ => {
                self.stage = Stage::Duel(duel(Fight::Spoils { winner, loser }));
                return events;
            }
        }
        events.extend(self.end_turn());
        events
    }
}
