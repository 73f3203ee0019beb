//! Quest, the "manual MUD": 2 to 6 players explore a hidden map of 40 rooms joined by 67
//! doors, act by the room they stand on, fight duels, and race to be knighted (or, in the
//! advanced game, crowned as a wizard). The bot is the game master: it keeps every secret,
//! each player's own knowledge of the map, and the ledger of actions revealed at the end.
//!
//! `map` holds the grid, rooms and doors; `cards` the objects, treasures and hands;
//! `walk`, `act` and `duel` the rules of a turn; `view` what each viewer sees;
//! `prospects` what a player can still achieve.

mod act;
mod cards;
mod deal;
mod duel;
mod events;
mod map;
mod notation;
mod prospects;
#[cfg(test)]
mod tests;
mod view;
mod walk;

use serde::{Deserialize, Serialize};

pub use cards::{Card, Hand, Treasure};
pub use duel::{Duel, Fight};
pub use events::{Decider, Gain, Halt, LedgerEntry, QuestEvent};
pub use map::{COLS, DOORS, Dir, Door, DoorId, Key, ROOMS, ROWS, Room, RoomCard, RoomKind, Tile};
pub use notation::{Allow, Gift, Path, QuestAction, Rps, SEAT_NAMES, Spoil};
pub use prospects::NEVER_REACHED;
pub use view::{DoorView, PlayerView, QuestView};
pub use walk::Walk;

use crate::game::{Game, GameInfo, OptionError, Outcome, PlayError, Seat, Turn, Viewer};
use crate::message::Message;
use crate::options::{self, GameOption};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct QuestOptions {
    /// Play goes on after the first knighting; the first wizard crowned wins
    /// (`game=advanced`; default `game=basic`).
    pub advanced: bool,
}

/// Whom a player lets into their room: everyone, or the listed seats (a bit per seat).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Consent {
    pub all: bool,
    pub seats: u8,
}

impl Consent {
    pub fn lets(self, seat: Seat) -> bool {
        self.all || self.seats & (1 << seat.0) != 0
    }
}

/// One player's state.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub room: Option<Room>,
    pub hand: Hand,
    pub knight: bool,
    pub wizard: bool,
    /// Mortally wounded: dies when their next turn starts unless a potion saves them.
    pub wounded: bool,
    /// Dead, or left the game.
    pub out: bool,
    pub consent: Consent,
    /// The order in which players came to their room: the lowest holds it by right.
    pub rank: i64,
    /// The rooms whose card this player has seen (a bit per room).
    pub known_rooms: u64,
    /// The doors this player has seen (a bit per door).
    pub known_doors: u128,
}

impl Player {
    fn new() -> Player {
        Player {
            room: None,
            hand: Hand { gold: 1, ..Hand::default() },
            knight: false,
            wizard: false,
            wounded: false,
            out: false,
            consent: Consent::default(),
            rank: 0,
            known_rooms: 0,
            known_doors: 0,
        }
    }
}

/// What the game waits for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "stage", rename_all = "snake_case")]
pub enum Stage {
    /// The map, keys and starting rooms are being dealt (chance).
    Deal,
    /// The player to move chooses: move, act, look or attack.
    Start,
    /// The move die is rolling (chance).
    MoveRoll,
    /// The player sends a path of up to `steps` rooms.
    Path {
        steps: u8,
    },
    /// The walk reached a held room: attack or stop.
    Confront {
        walk: Walk,
        holder: Seat,
    },
    /// The walk passed locked doors: leave them open or lock them again; a duel may follow.
    Relock {
        doors: Vec<DoorId>,
        duel: Option<Seat>,
    },
    /// The action's die is rolling (chance).
    ActRoll {
        weapon: Option<Card>,
    },
    /// A treasure chest is being opened (chance).
    Chest,
    Duel(Duel),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Quest {
    options: QuestOptions,
    rooms: Vec<Option<RoomCard>>,
    doors: Vec<Option<Door>>,
    /// The gold and silver keys still lying on the map.
    keys: Vec<(Key, Room)>,
    players: Vec<Player>,
    /// Object cards left in the deck, by [`Card::ALL`] order.
    deck: [u8; 10],
    /// Treasures still in the chests.
    treasures: Vec<Treasure>,
    /// Doors everyone has seen: white doors tried or peeked, locked doors opened.
    public_doors: u128,
    to_move: usize,
    stage: Stage,
    ledger: Vec<LedgerEntry>,
    /// The secret deals made, giver, taker and gift, revealed with the ledger.
    deals: Vec<(Seat, Seat, Gift)>,
    /// Rank handed to the next arrival in a room.
    arrivals: i64,
    /// The rooms of the last walk, for the image.
    last_walk: Vec<Room>,
    outcome: Option<Outcome>,
}

/// One outcome of chance.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum QuestChance {
    /// The card dealt to the next room.
    Room(RoomCard),
    /// Where the next locked door goes.
    Door(DoorId),
    /// The tile dealt to the next door.
    Tile(Tile),
    /// Where the next key lies, or where the next player starts.
    Place(Room),
    Die(u8),
    Treasure(Treasure),
}

fn name(seat: Seat) -> &'static str {
    SEAT_NAMES[seat.index()]
}

impl Quest {
    pub fn options(&self) -> QuestOptions {
        self.options
    }

    pub fn player(&self, seat: Seat) -> &Player {
        &self.players[seat.index()]
    }

    pub fn stage(&self) -> &Stage {
        &self.stage
    }

    pub fn room_card(&self, room: Room) -> Option<RoomCard> {
        self.rooms[room.index()]
    }

    pub fn door(&self, door: DoorId) -> Option<Door> {
        self.doors[door.index()]
    }

    pub fn ledger(&self) -> &[LedgerEntry] {
        &self.ledger
    }

    pub fn deck_count(&self, card: Card) -> u8 {
        self.deck[card as usize]
    }

    /// The player whose turn it is.
    fn mover(&self) -> Seat {
        Seat(self.to_move as u8)
    }

    /// The actions a player may take whoever's turn it is, as listed for the AI and the
    /// pickers (a gift is listed once, as a coin).
    fn free_actions(&self) -> impl Iterator<Item = QuestAction> + '_ {
        let allow = [QuestAction::Allow(Allow::All), QuestAction::Allow(Allow::Nobody)];
        allow.into_iter().chain(self.alive().map(|to| QuestAction::Give { to, gift: Gift::Gold(1) }))
    }

    /// The seats still in the game, in seat order.
    pub fn alive(&self) -> impl Iterator<Item = Seat> + '_ {
        (0..self.players.len()).filter(|&i| !self.players[i].out).map(|i| Seat(i as u8))
    }

    /// The player holding `room` by right, other than `besides`.
    fn holder(&self, room: Room, besides: Seat) -> Option<Seat> {
        self.alive()
            .filter(|&s| s != besides && self.players[s.index()].room == Some(room))
            .min_by_key(|s| self.players[s.index()].rank)
    }

    fn arrive(&mut self, seat: Seat, room: Room) {
        self.arrivals += 1;
        let player = &mut self.players[seat.index()];
        player.room = Some(room);
        player.rank = self.arrivals;
    }

    /// Ends the game: the ledger and every hand are revealed.
    fn finish(&mut self, winner: Seat) -> Vec<QuestEvent> {
        self.outcome = Some(Outcome::Winner(winner));
        let mut events = vec![QuestEvent::Ledger { entries: self.ledger.clone(), deals: self.deals.clone() }];
        for (i, p) in self.players.iter().enumerate() {
            events.push(QuestEvent::Hands { seat: Seat(i as u8), hand: p.hand.clone() });
        }
        events
    }

    /// Passes the turn to the next living player; a mortally wounded one dies instead.
    fn end_turn(&mut self) -> Vec<QuestEvent> {
        let mut events = Vec::new();
        self.stage = Stage::Start;
        let n = self.players.len();
        loop {
            if let Some(winner) = self.last_standing() {
                events.extend(self.finish(winner));
                return events;
            }
            self.to_move = (self.to_move + 1) % n;
            let player = &self.players[self.to_move];
            if player.out {
                continue;
            }
            if player.wounded {
                self.remove(self.mover());
                events.push(QuestEvent::Died { seat: self.mover() });
                continue;
            }
            return events;
        }
    }

    fn last_standing(&self) -> Option<Seat> {
        let mut alive = self.alive();
        match (alive.next(), alive.next()) {
            (Some(one), None) => Some(one),
            _ => None,
        }
    }

    /// Takes a player out of the game: their cards go back to the deck, their treasures
    /// to the chests, and the keys they found back on their room.
    fn remove(&mut self, seat: Seat) {
        let player = &mut self.players[seat.index()];
        player.out = true;
        player.wounded = false;
        let hand = std::mem::take(&mut player.hand);
        for card in hand.card_list() {
            self.deck[card as usize] += 1;
        }
        self.treasures.extend(hand.treasures);
        self.treasures.sort();
        if let Some(room) = player.room {
            self.keys.extend(hand.keys.iter().map(|&k| (k, room)));
        }
    }

    fn give(&mut self, from: Seat, to: Seat, gift: Gift) {
        let giver = &mut self.players[from.index()].hand;
        match gift {
            Gift::Gold(n) => giver.pay(n),
            Gift::Card(card) => {
                giver.take(card);
            }
            Gift::Treasure(t) => {
                giver.take_treasure(t);
            }
            Gift::Key(key) => giver.keys.retain(|&k| k != key),
        }
        let taker = &mut self.players[to.index()].hand;
        match gift {
            Gift::Gold(n) => taker.gold += n,
            Gift::Card(card) => taker.add(card),
            Gift::Treasure(t) => taker.add_treasure(t),
            Gift::Key(key) => taker.keys.push(key),
        }
    }

    fn check_gift(&self, from: Seat, to: Seat, gift: Gift) -> Result<(), Message> {
        if from == to || self.players[to.index()].out {
            return Err(Message::new("quest-give-whom").with("player", name(to)));
        }
        if let Stage::Duel(duel) = &self.stage
            && duel.involves(from)
        {
            return Err(Message::new("quest-give-in-duel"));
        }
        let hand = &self.players[from.index()].hand;
        let has = match gift {
            Gift::Gold(n) => hand.can_pay(n),
            Gift::Card(card) => hand.has(card),
            Gift::Treasure(t) => hand.has_treasure(t),
            Gift::Key(key) => hand.keys.contains(&key),
        };
        if has { Ok(()) } else { Err(Message::new("quest-give-lacking").with("gift", gift)) }
    }

    /// Whether `seat` may take `action` now, out of turn (deals, consent, potions).
    fn is_free(action: &QuestAction) -> bool {
        matches!(
            action,
            QuestAction::Give { .. } | QuestAction::Deal { .. } | QuestAction::Allow(_) | QuestAction::Potion(_)
        )
    }

    fn check_free(&self, seat: Seat, action: &QuestAction) -> Result<(), Message> {
        match action {
            QuestAction::Give { to, gift } | QuestAction::Deal { to, gift } => self.check_gift(seat, *to, *gift),
            QuestAction::Allow(Allow::Seat(other)) if *other == seat => Err(Message::new("quest-allow-self")),
            QuestAction::Allow(_) => Ok(()),
            QuestAction::Potion(target) => {
                if !self.players[seat.index()].hand.has_treasure(Treasure::Potion) {
                    Err(Message::new("quest-no-potion"))
                } else if !self.players[target.index()].wounded || self.players[target.index()].out {
                    Err(Message::new("quest-not-wounded").with("player", name(*target)))
                } else {
                    Ok(())
                }
            }
            _ => Err(Message::new("quest-expected")),
        }
    }

    fn apply_free(&mut self, seat: Seat, action: &QuestAction) -> Vec<QuestEvent> {
        match action {
            QuestAction::Give { to, gift } => {
                self.give(seat, *to, *gift);
                vec![QuestEvent::Gave { from: seat, to: *to, gift: *gift }]
            }
            QuestAction::Deal { to, gift } => {
                self.give(seat, *to, *gift);
                self.deals.push((seat, *to, *gift));
                let dealt = |tell| QuestEvent::DealTold { from: seat, to: *to, gift: *gift, tell };
                vec![QuestEvent::DealMade { from: seat, to: *to }, dealt(seat), dealt(*to)]
            }
            QuestAction::Allow(allow) => {
                let consent = &mut self.players[seat.index()].consent;
                match allow {
                    Allow::All => *consent = Consent { all: true, seats: consent.seats },
                    Allow::Nobody => *consent = Consent::default(),
                    Allow::Seat(other) => consent.seats |= 1 << other.0,
                }
                vec![QuestEvent::Allowed { seat, allow: *allow }]
            }
            QuestAction::Potion(target) => {
                self.players[seat.index()].hand.take_treasure(Treasure::Potion);
                self.players[target.index()].wounded = false;
                vec![QuestEvent::Healed { by: seat, seat: *target }]
            }
            _ => Vec::new(),
        }
    }

    /// The actions of the turn's start.
    fn check_start(&self, seat: Seat, action: &QuestAction) -> Result<(), Message> {
        match action {
            QuestAction::Move => Ok(()),
            QuestAction::Act(weapon) => self.check_act(seat, *weapon),
            QuestAction::Look(target) => {
                if !self.players[seat.index()].hand.has_treasure(Treasure::CrystalBall) {
                    Err(Message::new("quest-no-ball"))
                } else if *target == seat || self.players[target.index()].out {
                    Err(Message::new("quest-look-whom").with("player", name(*target)))
                } else {
                    Ok(())
                }
            }
            QuestAction::Attack => {
                let room = self.players[seat.index()].room.expect("dealt");
                match self.holder(room, seat) {
                    Some(holder) if self.players[holder.index()].rank < self.players[seat.index()].rank => Ok(()),
                    _ => Err(Message::new("quest-nobody-to-attack")),
                }
            }
            _ => Err(Message::new("quest-start-expected")),
        }
    }

    fn look(&mut self, seat: Seat, target: Seat) -> Vec<QuestEvent> {
        let room = self.players[target.index()].room.expect("dealt");
        let card = self.rooms[room.index()].expect("dealt");
        let hand = self.players[target.index()].hand.clone();
        let viewer = &mut self.players[seat.index()];
        viewer.known_rooms |= room.bit();
        for door in room.doors() {
            viewer.known_doors |= door.bit();
        }
        let mut events =
            vec![QuestEvent::Gazed { seat, target }, QuestEvent::Vision { seat, target, room, card, hand }];
        events.extend(self.end_turn());
        events
    }
}

/// Test hooks: arranging a dealt game by hand.
#[cfg(test)]
impl Quest {
    /// A test hook: places a player and gives them a hand.
    pub(super) fn set_player(&mut self, seat: Seat, room: Room, hand: Hand) {
        self.arrive(seat, room);
        let player = &mut self.players[seat.index()];
        player.hand = hand;
        player.known_rooms |= room.bit();
    }

    /// A test hook: makes a player a knight (and a wizard).
    pub(super) fn set_rank(&mut self, seat: Seat, knight: bool, wizard: bool) {
        let player = &mut self.players[seat.index()];
        player.knight = knight;
        player.wizard = wizard;
    }

    /// A test hook: replaces a room's card or a door's tile.
    pub(super) fn set_room(&mut self, room: Room, card: RoomCard) {
        self.rooms[room.index()] = Some(card);
    }

    pub(super) fn set_door(&mut self, door: DoorId, tile: Tile) {
        self.doors[door.index()] = Some(Door { tile, unlocked: false });
    }

    /// A test hook: the player to move, at the start of their turn.
    pub(super) fn set_turn(&mut self, seat: Seat) {
        self.to_move = seat.index();
        self.stage = Stage::Start;
    }

    /// A test hook: keys on the map.
    pub(super) fn set_keys(&mut self, keys: Vec<(Key, Room)>) {
        self.keys = keys;
    }
}

/// Quest's one option: the basic game or the advanced one.
const OPTIONS: [GameOption<QuestOptions>; 1] = [GameOption {
    name: "game",
    aliases: &[],
    expected: "basic, advanced",
    set: |o, _, v| {
        o.advanced = match v {
            "advanced" | "avanzato" => true,
            "basic" | "base" => false,
            _ => return None,
        };
        Some(())
    },
}];

impl Game for Quest {
    const INFO: GameInfo = GameInfo {
        name: "quest",
        min_players: 2,
        max_players: 6,
        designed_players: 4,
        chance: true,
        hidden_information: true,
        simultaneous: true,
    };
    type Options = QuestOptions;
    type Action = QuestAction;
    type Chance = QuestChance;
    type Event = QuestEvent;
    type View = QuestView;

    fn parse_options(pairs: &[(String, String)]) -> Result<QuestOptions, OptionError> {
        options::parse(pairs, &OPTIONS)
    }

    fn format_options(options: &QuestOptions) -> Vec<String> {
        vec![format!("game={}", if options.advanced { "advanced" } else { "basic" })]
    }

    fn new(options: &QuestOptions, players: usize) -> Result<Quest, OptionError> {
        Quest::INFO.check_players(players)?;
        Ok(Quest {
            options: *options,
            rooms: vec![None; ROOMS],
            doors: vec![None; DOORS],
            keys: Vec::new(),
            players: (0..players).map(|_| Player::new()).collect(),
            deck: Card::ALL.map(Card::count),
            treasures: Treasure::ALL.to_vec(),
            public_doors: 0,
            to_move: 0,
            stage: Stage::Deal,
            ledger: Vec::new(),
            deals: Vec::new(),
            arrivals: 0,
            last_walk: Vec::new(),
            outcome: None,
        })
    }

    fn turn(&self) -> Turn {
        if let Some(outcome) = &self.outcome {
            return Turn::Over(outcome.clone());
        }
        let mover = self.mover();
        match &self.stage {
            Stage::Deal | Stage::MoveRoll | Stage::ActRoll { .. } | Stage::Chest => Turn::Chance,
            Stage::Start | Stage::Path { .. } | Stage::Confront { .. } | Stage::Relock { .. } => Turn::Player(mover),
            Stage::Duel(duel) => duel.turn(),
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<QuestAction> {
        if !self.turn().awaits(seat) {
            return Vec::new();
        }
        let mut actions: Vec<QuestAction> = match &self.stage {
            Stage::Start => {
                let mut start = vec![QuestAction::Move, QuestAction::Act(None), QuestAction::Attack];
                start.extend(Card::WEAPONS.map(|w| QuestAction::Act(Some(w))));
                start.extend(self.alive().map(QuestAction::Look));
                start
            }
            Stage::Path { steps } => walk::paths(self.players[seat.index()].room.expect("dealt"), *steps)
                .into_iter()
                .map(QuestAction::Go)
                .collect(),
            Stage::Confront { .. } => vec![QuestAction::Attack, QuestAction::Stop],
            Stage::Relock { .. } => vec![QuestAction::Relock { open: true }, QuestAction::Relock { open: false }],
            Stage::Duel(duel) => duel.options(seat, &self.players),
            Stage::Deal | Stage::MoveRoll | Stage::ActRoll { .. } | Stage::Chest => Vec::new(),
        };
        // The walks (thousands) are neighbouring rooms within the die's count by
        // construction, which is all `check` asks of them; every other action is checked.
        if !matches!(self.stage, Stage::Path { .. }) {
            actions.retain(|a| self.check(seat, a).is_ok());
        }
        actions.extend(self.free_actions().filter(|a| self.check(seat, a).is_ok()));
        actions
    }

    /// During a walk, a picker's step lists the walks one or two rooms longer than the
    /// rooms tapped so far, not every walk of the die's length.
    fn actions_after(&self, seat: Seat, prefix: &[&str]) -> Option<Vec<QuestAction>> {
        let Stage::Path { steps } = self.stage else { return None };
        let from = self.players[seat.index()].room.filter(|_| self.turn().awaits(seat))?;
        let walked: Path = match prefix {
            ["go", rooms @ ..] => {
                rooms.iter().map(|key| Room::parse(key.trim_start_matches([':', ',']))).collect::<Option<_>>()?
            }
            _ => Path::new(),
        };
        let longer = |path: &Path| {
            let at = path.last().copied().unwrap_or(from);
            at.neighbours().map(|room| path.iter().copied().chain([room]).collect()).collect::<Vec<Path>>()
        };
        let once = longer(&walked);
        let twice: Vec<Path> = once.iter().flat_map(longer).collect();
        let walks = std::iter::once(walked).chain(once).chain(twice).filter(|p| p.len() <= usize::from(steps));
        let mut actions: Vec<QuestAction> = walks.map(QuestAction::Go).chain(self.free_actions()).collect();
        actions.retain(|a| self.check(seat, a).is_ok());
        Some(actions)
    }

    fn check(&self, seat: Seat, action: &QuestAction) -> Result<(), Message> {
        if self.players[seat.index()].out {
            return Err(Message::new("quest-out"));
        }
        if Quest::is_free(action) {
            return self.check_free(seat, action);
        }
        if !self.turn().awaits(seat) {
            return Err(Message::new("play-not-your-turn"));
        }
        match (&self.stage, action) {
            (Stage::Start, _) => self.check_start(seat, action),
            (Stage::Path { steps }, QuestAction::Go(path)) => {
                walk::check_path(self.players[seat.index()].room.expect("dealt"), path, *steps)
            }
            (Stage::Path { steps }, _) => Err(Message::new("quest-path-expected").num("steps", i64::from(*steps))),
            (Stage::Confront { .. }, QuestAction::Attack | QuestAction::Stop) => Ok(()),
            (Stage::Confront { .. }, _) => Err(Message::new("quest-confront-expected")),
            (Stage::Relock { .. }, QuestAction::Relock { .. }) => Ok(()),
            (Stage::Relock { .. }, _) => Err(Message::new("quest-relock-expected")),
            (Stage::Duel(duel), _) => duel.check(seat, action, &self.players),
            (Stage::Deal | Stage::MoveRoll | Stage::ActRoll { .. } | Stage::Chest, _) => {
                Err(Message::new("play-not-your-turn"))
            }
        }
    }

    fn apply_unchecked(&mut self, seat: Seat, action: &QuestAction) -> Vec<QuestEvent> {
        if Quest::is_free(action) {
            return self.apply_free(seat, action);
        }
        match (self.stage.clone(), action) {
            (Stage::Start, QuestAction::Move) => {
                self.stage = Stage::MoveRoll;
                Vec::new()
            }
            (Stage::Start, QuestAction::Act(weapon)) => {
                self.stage = Stage::ActRoll { weapon: *weapon };
                Vec::new()
            }
            (Stage::Start, QuestAction::Look(target)) => self.look(seat, *target),
            (Stage::Start, QuestAction::Attack) => {
                let room = self.players[seat.index()].room.expect("dealt");
                let holder = self.holder(room, seat).expect("checked: a holder");
                self.start_duel(seat, holder)
            }
            (Stage::Path { .. }, QuestAction::Go(path)) => self.walk(seat, path),
            (Stage::Confront { walk, holder }, QuestAction::Attack) => self.attack_into(seat, walk, holder),
            (Stage::Confront { walk, .. }, QuestAction::Stop) => self.finish_walk(seat, walk, Halt::Occupied, None),
            (Stage::Relock { doors, duel }, QuestAction::Relock { open }) => self.relock(seat, &doors, *open, duel),
            (Stage::Duel(duel), _) => self.duel_action(duel, seat, action),
            _ => Vec::new(),
        }
    }

    fn retire(&mut self, seat: Seat) -> Vec<QuestEvent> {
        self.remove(seat);
        if let Some(winner) = self.last_standing() {
            return self.finish(winner);
        }
        let mut events = Vec::new();
        let duelling = matches!(&self.stage, Stage::Duel(duel) if duel.involves(seat));
        if self.to_move == seat.index() || duelling {
            events.extend(self.end_turn());
        }
        events
    }

    fn chance_outcomes(&self) -> Vec<(QuestChance, u32)> {
        match &self.stage {
            Stage::Deal => self.deal_outcomes(),
            Stage::MoveRoll | Stage::ActRoll { .. } => (1..=6).map(|d| (QuestChance::Die(d), 1)).collect(),
            Stage::Chest => self.treasures.iter().map(|&t| (QuestChance::Treasure(t), 1)).collect(),
            Stage::Duel(duel) => duel.chance_outcomes(&self.players),
            _ => Vec::new(),
        }
    }

    fn apply_chance(&mut self, outcome: &QuestChance) -> Vec<QuestEvent> {
        let mover = self.mover();
        match (self.stage.clone(), *outcome) {
            (Stage::Deal, outcome) => self.deal(outcome),
            (Stage::MoveRoll, QuestChance::Die(die)) => {
                self.stage = Stage::Path { steps: die };
                vec![QuestEvent::Rolled { seat: mover, die }]
            }
            (Stage::ActRoll { weapon }, QuestChance::Die(die)) => self.resolve_act(mover, weapon, die),
            (Stage::Chest, QuestChance::Treasure(treasure)) => {
                self.treasures.retain(|&t| t != treasure);
                self.players[mover.index()].hand.add_treasure(treasure);
                let mut events = vec![QuestEvent::Found { seat: mover, treasure }];
                events.extend(self.end_turn());
                events
            }
            (Stage::Duel(duel), QuestChance::Treasure(treasure)) => self.spoil_treasure(duel, treasure),
            _ => Vec::new(),
        }
    }

    fn view(&self, viewer: Viewer) -> QuestView {
        view::view(self, viewer)
    }

    fn parse_action(&self, text: &str) -> Result<QuestAction, PlayError> {
        let at = self.players.get(self.to_move).and_then(|p| p.room);
        notation::parse(text, at, self.players.len())
    }

    fn format_action(action: &QuestAction) -> String {
        action.to_string()
    }

    fn seat_name(&self, seat: Seat) -> &'static str {
        name(seat)
    }

    fn seats(&self) -> usize {
        self.players.len()
    }

    fn out_of_turn(&self, seat: Seat, action: &QuestAction) -> bool {
        Quest::is_free(action) && !self.players[seat.index()].out
    }

    /// A turn is counted once, by the action that opens it; the walk, the doors, the
    /// duel's hands, spoils, deals and the free actions are not.
    fn is_counted(action: &QuestAction) -> bool {
        matches!(action, QuestAction::Move | QuestAction::Act(_) | QuestAction::Look(_) | QuestAction::Attack)
    }

    fn is_secret(action: &QuestAction) -> bool {
        matches!(
            action,
            QuestAction::Act(_)
                | QuestAction::Rps(_)
                | QuestAction::Steal(_)
                | QuestAction::Take(_)
                | QuestAction::Deal { .. }
        )
    }

    fn sent_privately(action: QuestAction) -> QuestAction {
        match action {
            QuestAction::Give { to, gift } => QuestAction::Deal { to, gift },
            other => other,
        }
    }

    fn private_note(&self, seat: Seat) -> Option<Message> {
        let player = &self.players[seat.index()];
        let room = player.room?;
        let card = self.rooms[room.index()]?;
        Some(
            Message::new("quest-your-hand")
                .with("room", room)
                .term("kind", card.kind.term())
                .num("difficulty", i64::from(card.difficulty))
                .list("hand", events::hand_list(&player.hand)),
        )
    }

    /// A turn starts with a choice of four actions; the channel is told them.
    fn turn_options(&self, seat: Seat) -> Option<Message> {
        (self.turn().awaits(seat) && self.stage == Stage::Start).then(|| Message::new("quest-turn-options"))
    }

    /// A player whose every door is closed to them is told, at their turn, what is left.
    fn private_turn_note(&self, seat: Seat) -> Option<Message> {
        let room = self.players[seat.index()].room?;
        (self.turn().awaits(seat) && self.stage == Stage::Start && self.shut_in(seat))
            .then(|| Message::new("quest-shut-in").with("room", room))
    }

    /// The deal and the secret actions are in the log: it is shown at the end.
    fn secret_log(&self) -> bool {
        self.outcome.is_none()
    }

    /// Every duel decision is asked in private: besides the secret choices, a duellist's
    /// hands, armour and spoils depend on what only they hold. The channel hears who must
    /// decide, and what was played once it is.
    fn private_prompt(&self, seat: Seat) -> bool {
        self.turn().awaits(seat) && matches!(&self.stage, Stage::Duel(_)) && self.decision_prompt(seat).is_some()
    }

    /// Which actions are open depends on a player's hidden room and holdings (an act by
    /// the room, a look with the crystal ball, a gift of two coins): others know only the
    /// forms the stage allows, the same whatever is hidden.
    fn public_forms(&self, seat: Seat) -> Option<Vec<&'static str>> {
        if !self.turn().awaits(seat) {
            return Some(Vec::new());
        }
        let mut forms = match &self.stage {
            Stage::Start => vec!["move", "act", "look", "attack"],
            Stage::Path { .. } => vec!["go", "stay"],
            Stage::Confront { .. } => vec!["attack", "stop"],
            Stage::Relock { .. } => vec!["open", "close"],
            Stage::Duel(_) | Stage::Deal | Stage::MoveRoll | Stage::ActRoll { .. } | Stage::Chest => Vec::new(),
        };
        forms.extend(["give", "allow"]);
        Some(forms)
    }

    fn redeal_unseen(&self, viewer: Viewer, seed: u64) -> Quest {
        self.deal_unseen_again(viewer, seed)
    }

    fn timeout_action(&self, seat: Seat) -> Option<QuestAction> {
        if !self.turn().awaits(seat) {
            return None;
        }
        match &self.stage {
            Stage::Path { .. } => Some(QuestAction::Go(Path::new())),
            Stage::Confront { .. } => Some(QuestAction::Stop),
            Stage::Relock { .. } => Some(QuestAction::Relock { open: false }),
            Stage::Duel(duel) => duel.default_action(seat, &self.players),
            _ => None,
        }
    }

    fn decision_prompt(&self, seat: Seat) -> Option<Message> {
        if !self.turn().awaits(seat) {
            return None;
        }
        match &self.stage {
            Stage::Path { steps } => Some(Message::new("quest-path-prompt").num("steps", i64::from(*steps))),
            Stage::Confront { holder, walk } => Some(
                Message::new("quest-confront-prompt").with("holder", name(*holder)).with("room", walk.blocked_room()),
            ),
            Stage::Relock { .. } => Some(Message::new("quest-relock-prompt")),
            Stage::Duel(duel) => duel.prompt(seat, &self.players),
            _ => None,
        }
    }
}
