//! The tournaments' views in the outbox's stored form, and back.

use super::{Entrant, Format, Standing, Tournament, TournamentGame};
use crate::events::{
    StoredEntrant, StoredFormat, StoredStanding, StoredTournament, StoredTournamentGame,
};
use crate::games::TimeControl;

impl From<&Tournament> for StoredTournament {
    fn from(t: &Tournament) -> StoredTournament {
        StoredTournament {
            id: t.id,
            place: t.place.into(),
            message: t.message,
            name: t.name.clone(),
            variant: t.variant.clone(),
            format: t.format.into(),
            rounds: t.rounds,
            time: t.time.millis(),
            bank: t.time.bank_millis(),
            vacation: t.vacation,
            max_players: t.max_players,
            signup_deadline: t.signup_deadline,
            status: t.status,
            round: t.round,
            created_by: t.created_by,
            winner: t.winner,
            players: t.players.iter().map(|&e| e.into()).collect(),
        }
    }
}

impl From<StoredTournament> for Tournament {
    fn from(t: StoredTournament) -> Tournament {
        Tournament {
            id: t.id,
            place: t.place.into(),
            message: t.message,
            name: t.name,
            variant: t.variant,
            format: t.format.into(),
            rounds: t.rounds,
            time: TimeControl::from_millis(t.time, t.bank),
            vacation: t.vacation,
            max_players: t.max_players,
            signup_deadline: t.signup_deadline,
            status: t.status,
            round: t.round,
            created_by: t.created_by,
            winner: t.winner,
            players: t.players.into_iter().map(Entrant::from).collect(),
        }
    }
}

impl From<Format> for StoredFormat {
    fn from(format: Format) -> StoredFormat {
        match format {
            Format::RoundRobin => StoredFormat::RoundRobin,
            Format::Swiss => StoredFormat::Swiss,
            Format::Knockout => StoredFormat::Knockout,
        }
    }
}

impl From<StoredFormat> for Format {
    fn from(format: StoredFormat) -> Format {
        match format {
            StoredFormat::RoundRobin => Format::RoundRobin,
            StoredFormat::Swiss => Format::Swiss,
            StoredFormat::Knockout => Format::Knockout,
        }
    }
}

impl From<Entrant> for StoredEntrant {
    fn from(e: Entrant) -> StoredEntrant {
        StoredEntrant {
            player: e.player,
            withdrawn: e.withdrawn,
        }
    }
}

impl From<StoredEntrant> for Entrant {
    fn from(e: StoredEntrant) -> Entrant {
        Entrant {
            player: e.player,
            withdrawn: e.withdrawn,
        }
    }
}

impl From<&TournamentGame> for StoredTournamentGame {
    fn from(g: &TournamentGame) -> StoredTournamentGame {
        StoredTournamentGame {
            round: g.round,
            pairing: g.pairing,
            leg: g.leg,
            attacker: g.attacker,
            defender: g.defender,
            game: g.game,
            result: g.result,
            forfeit: g.forfeit,
            plies: g.plies,
        }
    }
}

impl From<StoredTournamentGame> for TournamentGame {
    fn from(g: StoredTournamentGame) -> TournamentGame {
        TournamentGame {
            round: g.round,
            pairing: g.pairing,
            leg: g.leg,
            attacker: g.attacker,
            defender: g.defender,
            game: g.game,
            result: g.result,
            forfeit: g.forfeit,
            plies: g.plies,
        }
    }
}

impl From<&Standing> for StoredStanding {
    fn from(s: &Standing) -> StoredStanding {
        StoredStanding {
            rank: s.rank,
            player: s.player,
            points: s.points,
            wins: s.wins,
            draws: s.draws,
            losses: s.losses,
            byes: s.byes,
            buchholz: s.buchholz,
            sonneborn_berger: s.sonneborn_berger,
            reached: s.reached,
            withdrawn: s.withdrawn,
        }
    }
}

impl From<StoredStanding> for Standing {
    fn from(s: StoredStanding) -> Standing {
        Standing {
            rank: s.rank,
            player: s.player,
            points: s.points,
            wins: s.wins,
            draws: s.draws,
            losses: s.losses,
            byes: s.byes,
            buchholz: s.buchholz,
            sonneborn_berger: s.sonneborn_berger,
            reached: s.reached,
            withdrawn: s.withdrawn,
        }
    }
}
