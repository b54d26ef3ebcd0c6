//! The community's standard rule sets, built in (docs/rules.md section 6):
//! each an OTN string with its key, name, section and source.

use std::sync::{Arc, LazyLock};

use super::RuleSet;
use crate::variant::Variant;

/// A standard rule set as it is built in.
#[derive(Clone, Copy, Debug)]
pub struct Standard {
    pub key: &'static str,
    pub name: &'static str,
    /// Its section of docs/rules.md.
    pub section: &'static str,
    /// Where its rules come from.
    pub source: &'static str,
    pub rules: &'static str,
}

/// The standards, in the order of docs/rules.md section 6.
pub const STANDARDS: [Standard; 11] = [
    Standard {
        key: "fetlar",
        name: "Fetlar Hnefatafl",
        section: "6.1",
        source: "OpenTafl's Fetlar; the World Tafl Federation's Fetlar rules (aagenielsen.dk)",
        rules: "dim:11 name:Fetlar atkf:y start:/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/",
    },
    Standard {
        key: "saami-tablut",
        name: "Saami Tablut",
        section: "6.2",
        source: "the World Tafl Federation's historical line as aagenielsen.dk plays it",
        rules: "dim:9 name:Saami_Tablut esc:e atkf:y ks:c cor: start:/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/",
    },
    Standard {
        key: "linnaean-tablut",
        name: "Linnaean Tablut",
        section: "6.3",
        source: "OpenTafl's Tablut (after Linnaeus)",
        rules: "dim:9 name:Tablut esc:e atkf:y ks:c nj:n cor: cenp:tcnkTCNK cens: cenh: cenhe:tcnkTCNK linc:y start:/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/",
    },
    Standard {
        key: "sea-battle",
        name: "Sea Battle",
        section: "6.4",
        source: "OpenTafl's Sea Battle 9x9",
        rules: "dim:9 name:Sea_Battle esc:e atkf:y ka:n nj:n cj:n cor: cen: start:/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/",
    },
    Standard {
        key: "tawlbwrdd",
        name: "Tawlbwrdd",
        section: "6.5",
        source: "OpenTafl's Tawlbwrdd, Bell's layout",
        rules: "dim:11 name:Tawlbwrdd esc:e atkf:y ks:w nj:n cj:n cor: cen: start:/4ttt4/4t1t4/5t5/5T5/tt2TTT2tt/t1tTTKTTt1t/tt2TTT2tt/5T5/5t5/4t1t4/4ttt4/",
    },
    Standard {
        key: "lewis-cross",
        name: "Tawlbwrdd (Lewis Cross)",
        section: "6.6",
        source: "OpenTafl's Tawlbwrdd rules on playtaflonline's Lewis Cross layout",
        rules: "dim:11 name:Lewis_Cross esc:e atkf:y ks:w nj:n cj:n cor: cen: start:/4ttt4/4ttt4/5T5/5T5/tt3T3tt/ttTTTKTTTtt/tt3T3tt/5T5/5T5/4ttt4/4ttt4/",
    },
    Standard {
        key: "ard-ri",
        name: "Ard Ri",
        section: "6.7",
        source: "OpenTafl's Ard Ri puzzle rules on playtaflonline's Ard Ri layout",
        rules: "dim:7 name:Ard_Ri esc:e surf:n atkf:y ks:w cor: cen: start:/2ttt2/3t3/t1TTT1t/ttTKTtt/t1TTT1t/3t3/2ttt2/",
    },
    Standard {
        key: "berserk",
        name: "Berserk Hnefatafl",
        section: "6.8",
        source: "OpenTafl's Berserk and the notation specification's example",
        rules: "dim:11 name:Berserk surf:n atkf:n tfr:l kj:r ber:c start:/3ttttt3/5c5/11/t4T4t/t3NTT3t/tc1TTKTT1ct/t3TTT3t/t4T4t/11/5c5/3ttttt3/",
    },
    Standard {
        key: "sea-battle-13",
        name: "Sea Battle 13x13 (Parlett)",
        section: "6.9",
        source: "OpenTafl's external-rules.conf, after David Parlett",
        rules: "dim:13 name:Sea_Battle_(Parlett) esc:e atkf:y ka:n nj:n cj:n cor: cen: start:/4ttttt4/5t1t5/6t6/6T6/t3T3T3t/tt3TTT3tt/t1tT1TKT1Tt1t/tt3TTT3tt/t3T3T3t/6T6/6t6/5t1t5/4ttttt4/",
    },
    Standard {
        key: "tablut-15",
        name: "Tablut 15x15",
        section: "6.10",
        source: "OpenTafl's external-rules.conf (the Coppergate layout)",
        rules: "dim:15 name:Tablut esc:e atkf:y ks:c nj:n cor: cens: cenh: start:/5ttttt5/6ttt6/7t7/7t7/7T7/t5TTT5t/tt3T1T1T3tt/ttttTTTKTTTtttt/tt3T1T1T3tt/t5TTT5t/7T7/7t7/7t7/6ttt6/5ttttt5/",
    },
    Standard {
        key: "foteviken-tablut",
        name: "Foteviken Tablut",
        section: "6.11",
        source: "OpenTafl's Foteviken Tablut, its string corrected to what the game does",
        rules: "dim:9 name:Foteviken_Tablut esc:e atkf:y nj:n cor: afor:a4,a5,a6,b5,d1,e1,f1,e2,i4,i5,i6,h5,d9,e9,f9,e8, cenp:tcnkTCNK cens: cenh: aforh: cenre: aforre: start:/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/",
    },
];

static COMPILED: LazyLock<Vec<Arc<Variant>>> = LazyLock::new(|| {
    STANDARDS
        .iter()
        .map(|standard| {
            let rules = RuleSet::parse(standard.rules)
                .unwrap_or_else(|e| panic!("standard {}: {e}", standard.key))
                .rules;
            rules
                .compile_as(standard.key, standard.name, standard.section)
                .unwrap_or_else(|e| panic!("standard {}: {e}", standard.key))
        })
        .collect()
});

/// The standards as playable variants.
pub(crate) fn compiled() -> &'static [Arc<Variant>] {
    &COMPILED
}

/// The standard a built-in variant key names, if any.
pub fn standard(key: &str) -> Option<&'static Standard> {
    STANDARDS
        .iter()
        .find(|s| s.key.eq_ignore_ascii_case(key.trim()))
}
