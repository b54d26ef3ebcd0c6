//! The house rules of the code's layout, checked on the source itself:
//! no module of the bot imports one that imports it back; only the bot
//! speaks Discord; the repository cites its own docs, not files outside it.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Every `.rs` file under `dir`, sorted.
fn sources(dir: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).expect("a source folder") {
            let path = entry.expect("a folder entry").path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                found.push(path);
            }
        }
    }
    found.sort();
    found
}

/// A bot file's module path below `bot`: `games/board.rs` is
/// ["games", "board"], `games/mod.rs` is ["games"], `mod.rs` is [].
fn module_of(bot: &Path, file: &Path) -> Vec<String> {
    let relative = file.strip_prefix(bot).expect("below the bot");
    let mut parts: Vec<String> = relative
        .iter()
        .map(|p| p.to_string_lossy().trim_end_matches(".rs").to_string())
        .collect();
    if parts.last().is_some_and(|p| p == "mod") {
        parts.pop();
    }
    parts
}

/// The paths a file names, as module segments from the bot's root:
/// `crate::bot::a::b`, `super::a` (relative to the file's module) and the
/// braces of `use` lists (`use super::{a, b}`).
fn named_paths(text: &str, module: &[String], is_mod_rs: bool) -> Vec<Vec<String>> {
    // `super` is the parent of the file's module: for `games/board.rs`
    // (module games::board) it is `games`, for `games/mod.rs` (module
    // games) the bot's root.
    let parent = module[..module.len().saturating_sub(1)].to_vec();
    let mut paths = Vec::new();
    let code: String = text
        .lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n");
    // In a `mod.rs`, `use child::...` names a child module.
    let mut prefixes = vec![
        ("crate::bot::".to_string(), Vec::new()),
        ("super::".to_string(), parent),
    ];
    if is_mod_rs {
        prefixes.push(("use ".to_string(), module.to_vec()));
    }
    for (prefix, base) in prefixes {
        let prefix = prefix.as_str();
        let mut rest = code.as_str();
        while let Some(at) = rest.find(prefix) {
            // `super::` inside `crate::bot::super::` cannot happen; skip a
            // `super::` that is part of a longer identifier.
            let before = rest[..at].chars().last();
            rest = &rest[at + prefix.len()..];
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                continue;
            }
            let tail: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || "_:{}, \n".contains(*c))
                .collect();
            let tail = tail.split([';', '(', '<']).next().unwrap_or("");
            for path in expand(tail) {
                let mut full = base.clone();
                full.extend(path);
                paths.push(full);
            }
        }
    }
    paths
}

/// `a::b`, `a::{b, c::d}` into their paths.
fn expand(tail: &str) -> Vec<Vec<String>> {
    let tail = tail.trim();
    if let Some(open) = tail.find('{') {
        let head: Vec<String> = tail[..open]
            .split("::")
            .filter(|s| !s.trim().is_empty())
            .map(|s| s.trim().to_string())
            .collect();
        let inner = &tail[open + 1..tail.rfind('}').unwrap_or(tail.len())];
        let mut out = Vec::new();
        let mut depth = 0;
        let mut item = String::new();
        for c in inner.chars().chain(std::iter::once(',')) {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                ',' if depth == 0 => {
                    for mut path in expand(&item) {
                        let mut full = head.clone();
                        full.append(&mut path);
                        out.push(full);
                    }
                    item.clear();
                    continue;
                }
                _ => {}
            }
            item.push(c);
        }
        out
    } else {
        // `a::b as c`: the path is before the alias.
        let path: Vec<String> = tail
            .split_whitespace()
            .next()
            .unwrap_or("")
            .split("::")
            .map(|s| s.trim().to_string())
            .take_while(|s| !s.is_empty() && s.chars().all(|c| c.is_alphanumeric() || c == '_'))
            .collect();
        if path.is_empty() { vec![] } else { vec![path] }
    }
}

#[test]
fn no_bot_module_imports_one_that_imports_it_back() {
    let bot = root().join("src/bot");
    let files = sources(&bot);
    let modules: BTreeMap<Vec<String>, PathBuf> = files
        .iter()
        .map(|f| (module_of(&bot, f), f.clone()))
        .collect();
    // Each file's imports: the deepest module each named path reaches.
    let mut imports: BTreeMap<Vec<String>, BTreeSet<Vec<String>>> = BTreeMap::new();
    for (module, file) in &modules {
        let text = std::fs::read_to_string(file).expect("a source file");
        let is_mod_rs = file.file_name().is_some_and(|n| n == "mod.rs");
        let mut targets = BTreeSet::new();
        for path in named_paths(&text, module, is_mod_rs) {
            let reached = (1..=path.len())
                .rev()
                .map(|n| path[..n].to_vec())
                .find(|prefix| modules.contains_key(prefix));
            // Naming a module reaches everything below it too (`games`
            // then `games::notify::started`).
            if let Some(target) = reached {
                for below in modules.keys().filter(|m| m.starts_with(&target)) {
                    if below != module && !module.starts_with(below) {
                        targets.insert(below.clone());
                    }
                }
            }
        }
        imports.insert(module.clone(), targets);
    }
    let name = |m: &Vec<String>| {
        if m.is_empty() {
            "bot".to_string()
        } else {
            m.join("::")
        }
    };
    // The shared modules the features stand on import no feature (only
    // the root and the two dispatchers, `buttons` and `notifier`, do).
    let features = [
        "games",
        "challenges",
        "ratings",
        "tournaments",
        "rule_sets",
        "reviews",
        "puzzles",
    ];
    for (module, targets) in &imports {
        let shared = module.len() == 1
            && !features.contains(&module[0].as_str())
            && !["buttons", "notifier"].contains(&module[0].as_str());
        if shared {
            let reached: Vec<&Vec<String>> = targets
                .iter()
                .filter(|t| features.contains(&t[0].as_str()))
                .collect();
            assert!(reached.is_empty(), "{} imports {reached:?}", name(module));
        }
    }
    // No cycle: a depth-first search that meets a module on its own path.
    fn visit(
        at: &Vec<String>,
        imports: &BTreeMap<Vec<String>, BTreeSet<Vec<String>>>,
        path: &mut Vec<Vec<String>>,
        done: &mut BTreeSet<Vec<String>>,
    ) -> Option<Vec<Vec<String>>> {
        if let Some(start) = path.iter().position(|m| m == at) {
            let mut cycle = path[start..].to_vec();
            cycle.push(at.clone());
            return Some(cycle);
        }
        if done.contains(at) {
            return None;
        }
        path.push(at.clone());
        for next in imports.get(at).into_iter().flatten() {
            if let Some(cycle) = visit(next, imports, path, done) {
                return Some(cycle);
            }
        }
        path.pop();
        done.insert(at.clone());
        None
    }
    let mut done = BTreeSet::new();
    for module in imports.keys() {
        if let Some(cycle) = visit(module, &imports, &mut Vec::new(), &mut done) {
            let names: Vec<String> = cycle.iter().map(name).collect();
            panic!("import loop: {}", names.join(" -> "));
        }
    }
    // The check sees real imports (a sanity check of the parser).
    assert!(
        imports[&vec!["notifier".to_string()]]
            .contains(&vec!["games".to_string(), "notify".to_string()]),
        "{:?}",
        imports[&vec!["notifier".to_string()]]
    );
}

#[test]
fn only_the_bot_speaks_discord() {
    for dir in ["crates", "src/cli"] {
        for file in sources(&root().join(dir)) {
            let text = std::fs::read_to_string(&file).expect("a source file");
            for word in ["poise::", "serenity::", "use poise", "use serenity"] {
                assert!(
                    !text.contains(word),
                    "{} names {word}: only src/bot speaks Discord",
                    file.display()
                );
            }
        }
    }
}

#[test]
fn the_code_cites_the_repositorys_own_docs() {
    const DOCS: [&str; 3] = ["rules.md", "cli.md", "discord.md"];
    // The outside specification's paths are assembled here, so that this
    // check does not cite them itself.
    let outside: Vec<String> = DOCS.iter().map(|doc| ["spec", doc].join("/")).collect();
    for dir in ["crates", "src", "tests"] {
        for file in sources(&root().join(dir)) {
            let text = std::fs::read_to_string(&file).expect("a source file");
            for (n, line) in text.lines().enumerate() {
                assert!(
                    !outside.iter().any(|path| line.contains(path.as_str())),
                    "{}:{}: cites a file outside the repository: {line}",
                    file.display(),
                    n + 1
                );
            }
        }
    }
    for doc in DOCS {
        assert!(root().join("docs").join(doc).is_file(), "docs/{doc}");
    }
}

/// The app crate (`crates/app/src`) as its top-level modules see each
/// other: each file's module path (`lib.rs` is the root, []) and its code
/// without comment lines.
struct AppSource {
    files: Vec<(PathBuf, Vec<String>, String)>,
    /// The top-level modules, and the files' modules below each.
    submodules: BTreeMap<String, BTreeSet<String>>,
}

/// The app's features: each is reached from outside only through its root.
const FEATURES: [&str; 4] = ["games", "challenges", "ratings", "tournaments"];

/// The crate root in the module graph.
const ROOT: &str = "crate root";

impl AppSource {
    fn read() -> AppSource {
        let src = root().join("crates/app/src");
        let mut files = Vec::new();
        let mut submodules: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for file in sources(&src) {
            let mut module = module_of(&src, &file);
            if module == ["lib"] {
                module.clear();
            }
            if let Some(top) = module.first() {
                let below = submodules.entry(top.clone()).or_default();
                below.extend(module.get(1).cloned());
            }
            let text = std::fs::read_to_string(&file).expect("a source file");
            let code: Vec<&str> = text
                .lines()
                .filter(|l| !l.trim_start().starts_with("//"))
                .collect();
            files.push((file, module, code.join("\n")));
        }
        AppSource { files, submodules }
    }

    fn is_top(&self, name: &str) -> bool {
        self.submodules.contains_key(name)
    }

    /// The paths a file names, from the crate root: `crate::a::b`,
    /// `super::a` (from the file's module) and a feature named through an
    /// alias (`games::query` after `use crate::games`).
    fn paths(&self, module: &[String], code: &str) -> Vec<Vec<String>> {
        let mut paths = Vec::new();
        let mut prefixes: Vec<(String, Vec<String>)> = vec![
            ("crate::".to_string(), Vec::new()),
            (
                "super::".to_string(),
                module[..module.len().saturating_sub(1)].to_vec(),
            ),
        ];
        // In a module's own file, a child of the same name is meant
        // (`events/mod.rs` has a `games` child of its own).
        let children = match module {
            [top] => self.submodules.get(top),
            _ => None,
        };
        for feature in FEATURES {
            let own = module.first().is_some_and(|top| top == feature);
            let child = children.is_some_and(|c| c.contains(feature));
            if !own && !child {
                prefixes.push((format!("{feature}::"), vec![feature.to_string()]));
            }
        }
        for (prefix, base) in prefixes {
            let mut rest = code;
            while let Some(at) = rest.find(prefix.as_str()) {
                // Not the tail of a longer name or path (`hnefi_store::games::`).
                let before = rest[..at].chars().last();
                rest = &rest[at + prefix.len()..];
                if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':') {
                    continue;
                }
                let tail: String = rest
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || "_:{}, \n".contains(*c))
                    .collect();
                let tail = tail.split([';', '(', '<']).next().unwrap_or("");
                for path in expand(tail) {
                    let mut full = base.clone();
                    for segment in path {
                        if segment == "super" {
                            full.pop();
                        } else {
                            full.push(segment);
                        }
                    }
                    paths.push(full);
                }
            }
        }
        paths
    }

    /// Which top-level modules (or the root) each top-level module names.
    /// The root names them all: it declares them.
    fn imports(&self) -> BTreeMap<String, BTreeSet<String>> {
        let mut imports: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        imports.insert(ROOT.to_string(), self.submodules.keys().cloned().collect());
        for (_, module, code) in &self.files {
            let Some(top) = module.first() else { continue };
            let targets = imports.entry(top.clone()).or_default();
            for path in self.paths(module, code) {
                let target = match path.first() {
                    Some(first) if self.is_top(first) => first.clone(),
                    Some(_) => ROOT.to_string(),
                    None => continue,
                };
                if &target != top {
                    targets.insert(target);
                }
            }
        }
        imports
    }
}

#[test]
fn the_app_core_imports_no_feature() {
    let imports = AppSource::read().imports();
    // The core is what every feature stands on; the stored events are the
    // outbox's own format. Neither may lean on a feature's types, nor on
    // what stands on the features.
    for (module, allowed) in [("core", &["error"][..]), ("events", &["core", "error"][..])] {
        let outside: Vec<&String> = imports
            .get(module)
            .unwrap_or_else(|| panic!("crates/app/src/{module} is a module"))
            .iter()
            .filter(|t| !allowed.contains(&t.as_str()))
            .collect();
        assert!(
            outside.is_empty(),
            "crates/app/src/{module} imports {outside:?}: it may import only {allowed:?}"
        );
    }
    // The check sees real imports (a sanity check of the parser).
    assert!(imports["core"].contains("error"), "{:?}", imports["core"]);
    assert!(imports["tournaments"].contains("games"));
}

#[test]
fn the_app_modules_form_no_circle() {
    let mut imports = AppSource::read().imports();
    // `error` is left out as a leaf: its refusals carry the features' data
    // (GameScope, Format...) while every module returns its `Error`, so it
    // circles with each of them until that data moves below the features
    // (error.rs is not this check's to change).
    imports.insert("error".to_string(), BTreeSet::new());
    // Tarjan's strongly connected components: each of more than one
    // module is a circle.
    struct Search<'a> {
        imports: &'a BTreeMap<String, BTreeSet<String>>,
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        circles: Vec<Vec<&'a str>>,
    }
    impl<'a> Search<'a> {
        fn visit(&mut self, at: &'a str) {
            let n = self.index.len();
            self.index.insert(at, n);
            self.low.insert(at, n);
            self.stack.push(at);
            for next in self.imports.get(at).into_iter().flatten() {
                let next = next.as_str();
                if !self.index.contains_key(next) {
                    self.visit(next);
                    let low = self.low[at].min(self.low[next]);
                    self.low.insert(at, low);
                } else if self.stack.contains(&next) {
                    let low = self.low[at].min(self.index[next]);
                    self.low.insert(at, low);
                }
            }
            if self.low[at] == self.index[at] {
                let from = self
                    .stack
                    .iter()
                    .position(|m| *m == at)
                    .expect("on the stack");
                let component = self.stack.split_off(from);
                if component.len() > 1 {
                    self.circles.push(component);
                }
            }
        }
    }
    let mut search = Search {
        imports: &imports,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        circles: Vec::new(),
    };
    for module in imports.keys() {
        if !search.index.contains_key(module.as_str()) {
            search.visit(module);
        }
    }
    assert!(
        search.circles.is_empty(),
        "crates/app/src: modules that import one another in a circle: {:?}\n(imports: {imports:#?})",
        search.circles
    );
}

#[test]
fn app_features_reach_each_other_through_their_roots() {
    let app = AppSource::read();
    let mut deep = Vec::new();
    for (file, module, code) in &app.files {
        for path in app.paths(module, code) {
            let [target, second, ..] = path.as_slice() else {
                continue;
            };
            let outside = module.first() != Some(target);
            if outside
                && FEATURES.contains(&target.as_str())
                && app.submodules[target].contains(second)
            {
                deep.push(format!("{} names {}", file.display(), path.join("::")));
            }
        }
    }
    assert!(
        deep.is_empty(),
        "a feature's files are its own: name what its root exports instead\n{}",
        deep.join("\n")
    );
}
