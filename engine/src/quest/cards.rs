//! The object deck, the treasures and what a player holds.

use serde::{Deserialize, Serialize};

use super::map::Key;

/// The 40 object cards: weapons, then the quest objects.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Card {
    Sword,
    Lance,
    Mace,
    Shield,
    Armour,
    Damsel,
    DragonHead,
    Rope,
    Bible,
    Grail,
}

impl Card {
    pub const ALL: [Card; 10] = [
        Card::Sword,
        Card::Lance,
        Card::Mace,
        Card::Shield,
        Card::Armour,
        Card::Damsel,
        Card::DragonHead,
        Card::Rope,
        Card::Bible,
        Card::Grail,
    ];
    /// The weapons the smith sells.
    pub const WEAPONS: [Card; 5] = [Card::Sword, Card::Lance, Card::Mace, Card::Shield, Card::Armour];
    /// The weapons played in a duel's hands (armour is not played).
    pub const PLAYED: [Card; 4] = [Card::Sword, Card::Lance, Card::Mace, Card::Shield];

    /// How many the deck starts with.
    pub fn count(self) -> u8 {
        match self {
            Card::Sword | Card::Lance | Card::Mace | Card::Shield => 5,
            Card::Armour | Card::Damsel | Card::DragonHead | Card::Rope => 4,
            Card::Bible | Card::Grail => 2,
        }
    }

    pub fn is_weapon(self) -> bool {
        Card::WEAPONS.contains(&self)
    }

    pub fn name(self) -> &'static str {
        match self {
            Card::Sword => "sword",
            Card::Lance => "lance",
            Card::Mace => "mace",
            Card::Shield => "shield",
            Card::Armour => "armour",
            Card::Damsel => "damsel",
            Card::DragonHead => "head",
            Card::Rope => "rope",
            Card::Bible => "bible",
            Card::Grail => "grail",
        }
    }

    /// English and Italian names.
    pub fn parse(text: &str) -> Option<Card> {
        Some(match text.to_ascii_lowercase().as_str() {
            "sword" | "spada" => Card::Sword,
            "lance" | "lancia" => Card::Lance,
            "mace" | "mazza" => Card::Mace,
            "shield" | "scudo" => Card::Shield,
            "armour" | "armor" | "armatura" => Card::Armour,
            "damsel" | "donzella" => Card::Damsel,
            "head" | "dragon-head" | "testa" => Card::DragonHead,
            "rope" | "corda" => Card::Rope,
            "bible" | "bibbia" => Card::Bible,
            "grail" | "graal" => Card::Grail,
            _ => return None,
        })
    }

    pub fn term(self) -> String {
        format!("quest-card-{}", self.name())
    }

    /// The catalog term of its name with an article ("a sword"), for sentences.
    pub fn with_article(self) -> String {
        format!("{}.a", self.term())
    }

    /// Who wins a hand: `Some(true)` when `self` beats `other`, `None` for the same weapon.
    /// Shield beats sword; mace beats shield; sword beats mace and lance; lance beats
    /// shield and mace.
    pub fn beats(self, other: Card) -> Option<bool> {
        if self == other {
            return None;
        }
        let wins = matches!(
            (self, other),
            (Card::Shield, Card::Sword)
                | (Card::Mace, Card::Shield)
                | (Card::Sword, Card::Mace)
                | (Card::Sword, Card::Lance)
                | (Card::Lance, Card::Shield)
                | (Card::Lance, Card::Mace)
        );
        Some(wins)
    }
}

/// The four treasures, found in enchanted forests.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Treasure {
    CrystalBall,
    Potion,
    BagOfMoney,
    BlackKey,
}

impl Treasure {
    pub const ALL: [Treasure; 4] = [Treasure::CrystalBall, Treasure::Potion, Treasure::BagOfMoney, Treasure::BlackKey];

    pub fn name(self) -> &'static str {
        match self {
            Treasure::CrystalBall => "ball",
            Treasure::Potion => "potion",
            Treasure::BagOfMoney => "bag",
            Treasure::BlackKey => "black-key",
        }
    }

    pub fn parse(text: &str) -> Option<Treasure> {
        Some(match text.to_ascii_lowercase().as_str() {
            "ball" | "crystal-ball" | "sfera" => Treasure::CrystalBall,
            "potion" | "pozione" => Treasure::Potion,
            "bag" | "bag-of-money" | "sacco" => Treasure::BagOfMoney,
            "black-key" | "chiave-nera" => Treasure::BlackKey,
            _ => return None,
        })
    }

    pub fn term(self) -> String {
        format!("quest-treasure-{}", self.name())
    }
}

/// Everything one player holds.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hand {
    pub gold: u32,
    /// Object cards, by [`Card::ALL`] order.
    pub cards: [u8; 10],
    pub treasures: Vec<Treasure>,
    /// The gold and silver keys picked up from the map (public).
    pub keys: Vec<Key>,
}

impl Hand {
    pub fn has(&self, card: Card) -> bool {
        self.cards[card as usize] > 0
    }

    pub fn add(&mut self, card: Card) {
        self.cards[card as usize] += 1;
    }

    /// Removes one; `false` when there is none.
    pub fn take(&mut self, card: Card) -> bool {
        let slot = &mut self.cards[card as usize];
        if *slot == 0 {
            return false;
        }
        *slot -= 1;
        true
    }

    pub fn has_treasure(&self, treasure: Treasure) -> bool {
        self.treasures.contains(&treasure)
    }

    pub fn take_treasure(&mut self, treasure: Treasure) -> bool {
        match self.treasures.iter().position(|&t| t == treasure) {
            Some(i) => {
                self.treasures.remove(i);
                true
            }
            None => false,
        }
    }

    pub fn add_treasure(&mut self, treasure: Treasure) {
        self.treasures.push(treasure);
        self.treasures.sort();
    }

    /// Gold to spend: the bag of money never runs out.
    pub fn can_pay(&self, amount: u32) -> bool {
        self.has_treasure(Treasure::BagOfMoney) || self.gold >= amount
    }

    /// Pays from the purse, or from the bag of money when the purse is short.
    pub fn pay(&mut self, amount: u32) {
        if self.gold >= amount {
            self.gold -= amount;
        }
    }

    pub fn has_key(&self, key: Key) -> bool {
        match key {
            Key::Black => self.has_treasure(Treasure::BlackKey),
            key => self.keys.contains(&key),
        }
    }

    pub fn weapons(&self) -> impl Iterator<Item = Card> + '_ {
        Card::WEAPONS.into_iter().filter(|&c| self.has(c))
    }

    /// Weapon cards held, armour included.
    pub fn weapon_count(&self) -> u32 {
        Card::WEAPONS.iter().map(|&c| u32::from(self.cards[c as usize])).sum()
    }

    /// Weapons that can be played in a hand.
    pub fn played_count(&self) -> u32 {
        Card::PLAYED.iter().map(|&c| u32::from(self.cards[c as usize])).sum()
    }

    /// Armed: holds a weapon that is played in hands.
    pub fn is_armed(&self) -> bool {
        self.played_count() > 0
    }

    /// The duel's tie-break: treasures, coins and weapons.
    pub fn weight(&self) -> u32 {
        self.treasures.len() as u32 + self.gold + self.weapon_count()
    }

    /// Holds no card, treasure, key or coin at all.
    pub fn is_empty(&self) -> bool {
        self.gold == 0 && self.cards.iter().all(|&n| n == 0) && self.treasures.is_empty() && self.keys.is_empty()
    }

    /// Each card held, once per copy, in [`Card::ALL`] order.
    pub fn card_list(&self) -> Vec<Card> {
        Card::ALL.iter().flat_map(|&c| std::iter::repeat_n(c, usize::from(self.cards[c as usize]))).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_deck_holds_40_objects_of_which_24_weapons() {
        assert_eq!(Card::ALL.iter().map(|c| u32::from(c.count())).sum::<u32>(), 40);
        assert_eq!(Card::WEAPONS.iter().map(|c| u32::from(c.count())).sum::<u32>(), 24);
    }

    #[test]
    fn the_weapon_cycle() {
        use Card::*;
        assert_eq!(Shield.beats(Sword), Some(true));
        assert_eq!(Shield.beats(Lance), Some(false));
        assert_eq!(Shield.beats(Mace), Some(false));
        assert_eq!(Mace.beats(Shield), Some(true));
        assert_eq!(Mace.beats(Lance), Some(false));
        assert_eq!(Mace.beats(Sword), Some(false));
        assert_eq!(Sword.beats(Mace), Some(true));
        assert_eq!(Sword.beats(Lance), Some(true));
        assert_eq!(Sword.beats(Shield), Some(false));
        assert_eq!(Lance.beats(Shield), Some(true));
        assert_eq!(Lance.beats(Mace), Some(true));
        assert_eq!(Lance.beats(Sword), Some(false));
        for w in Card::PLAYED {
            assert_eq!(w.beats(w), None);
        }
    }

    #[test]
    fn weight_counts_treasures_coins_and_weapons() {
        let mut hand = Hand { gold: 2, ..Hand::default() };
        hand.add(Card::Sword);
        hand.add(Card::Armour);
        hand.add(Card::Rope);
        hand.add_treasure(Treasure::BagOfMoney);
        assert_eq!(hand.weight(), 5);
        assert!(hand.is_armed());
    }
}
