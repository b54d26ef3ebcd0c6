//! `#[both_backends]` turns one async test into two, `NAME::sqlite` and
//! `NAME::postgres`, each running the body with `hnefi_store::testing`'s
//! backend set (see that module). Written on `proc_macro` alone: the input
//! is only ever a plain `async fn NAME() { ... }` with attributes, so no
//! parser crate is worth its build time.

use proc_macro::{Delimiter, TokenStream, TokenTree};

/// Runs the annotated `async fn NAME()` test on each backend. The other
/// attributes (`#[tokio::test(...)]`, `#[ignore]`, ...) go onto both
/// generated tests; put `#[both_backends]` first.
#[proc_macro_attribute]
pub fn both_backends(args: TokenStream, item: TokenStream) -> TokenStream {
    if !args.is_empty() {
        return error("#[both_backends] takes no arguments");
    }
    let tokens: Vec<TokenTree> = item.into_iter().collect();
    // Attributes are `#` followed by a bracketed group.
    let mut attributes = TokenStream::new();
    let mut at = 0;
    while let (Some(TokenTree::Punct(hash)), Some(TokenTree::Group(group))) =
        (tokens.get(at), tokens.get(at + 1))
    {
        if hash.as_char() != '#' || group.delimiter() != Delimiter::Bracket {
            break;
        }
        attributes.extend(tokens[at..at + 2].iter().cloned());
        at += 2;
    }
    let function: TokenStream = tokens[at..].iter().cloned().collect();
    let name = tokens[at..].windows(2).find_map(|pair| match pair {
        [TokenTree::Ident(keyword), TokenTree::Ident(name)] if keyword.to_string() == "fn" => {
            Some(name.to_string())
        }
        _ => None,
    });
    let Some(name) = name else {
        return error("#[both_backends] goes on an `async fn NAME()` test");
    };
    let generated = format!(
        "mod {name} {{
            {attributes}
            async fn sqlite() {{
                ::hnefi_store::testing::run(::hnefi_store::Backend::Sqlite, super::{name}()).await
            }}
            {attributes}
            async fn postgres() {{
                ::hnefi_store::testing::run(::hnefi_store::Backend::Postgres, super::{name}()).await
            }}
        }}"
    );
    let mut out = function;
    out.extend(
        generated
            .parse::<TokenStream>()
            .expect("generated tests parse"),
    );
    out
}

fn error(message: &str) -> TokenStream {
    format!("compile_error!({message:?});")
        .parse()
        .expect("compile_error parses")
}
