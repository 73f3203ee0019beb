//! The network of communities (issue 69), its first part: communities join and leave it
//! under a name, read its directory, and block one another; a community outside sees
//! nothing of it. Played through the console, whose `/server NAME` switches community,
//! on SQLite and PostgreSQL.

mod common;

use std::sync::Arc;

use bot::console::Console;
use bot::core::Settings;
use bot::storage::{Place, Storage};
use common::{ManualClock, core_with, database_urls};

#[tokio::test]
async fn communities_join_the_network_by_name_read_its_directory_and_block_one_another() {
    let dir = tempfile::tempdir().unwrap();
    for url in database_urls(&dir).await {
        let settings = Settings { admins: vec!["console:mod".into()], ..Settings::default() };
        let core = Arc::new(core_with(&url, Arc::new(ManualClock::default()), settings).await);
        // PostgreSQL is shared between runs: each run's communities have names of their own.
        let tag: u32 = rand::random();
        let (tafl, viking, third) = (format!("tafl{tag}"), format!("viking{tag}"), format!("third{tag}"));
        let storage = Storage::connect(&url).await.unwrap();
        let mut console = Console::new(core, dir.path().join("boards"), "hall");
        let mut say = async |line: &str| console.line(line).await.unwrap();

        say(&format!("/server {tafl}")).await;
        assert!(say("alice: !network").await.contains("This community is not in the network"));
        let outside = say("alice: !network communities").await;
        assert!(outside.contains("is not in the network, so there is nothing of it to see"), "{outside}");
        assert!(say("alice: !network on Tafl Club").await.contains("Only a moderator"));
        assert!(say("mod: !network on").await.contains("Give the name the other communities will see"));
        let joined = say(&format!("mod: !network on Tafl Club {tag}")).await;
        assert!(joined.contains(&format!("joins the network as Tafl Club {tag} (console)")), "{joined}");

        say(&format!("/server {viking}")).await;
        let taken = say(&format!("mod: !network on tafl club {tag}")).await;
        assert!(taken.contains("already in the network as"), "{taken}");
        say(&format!("mod: !rete sì Viking Hall {tag}")).await;
        let directory = say("bob: !network communities").await;
        assert!(directory.contains(&format!("• Tafl Club {tag} (console)\n")), "{directory}");
        assert!(directory.contains(&format!("• Viking Hall {tag} (console) (this community)")), "{directory}");

        let blocked = say(&format!("mod: !network block Tafl Club {tag}")).await;
        assert!(blocked.contains("is blocked: no network match starts between it and this community"), "{blocked}");
        let (here, there) = (
            Place { platform: "console".into(), community: viking.clone() },
            Place { platform: "console".into(), community: tafl.clone() },
        );
        assert!(storage.network_blocked(&there, &here).await.unwrap(), "a block holds both ways");
        assert!(say("bob: !network communities").await.contains(&format!("Tafl Club {tag} (console) (blocked here)")));
        assert!(
            say("mod: !network block Nowhere").await.contains("No other community in the network is named Nowhere")
        );
        say(&format!("mod: !network unblock tafl club {tag}")).await;
        assert!(!storage.network_blocked(&there, &here).await.unwrap());

        // A third community, outside, sees nothing of the others.
        say(&format!("/server {third}")).await;
        let nothing = say("carol: !network communities").await;
        assert!(!nothing.contains("Tafl Club") && !nothing.contains("Viking Hall"), "{nothing}");

        // Leaving: the directory no longer lists it.
        say(&format!("/server {viking}")).await;
        assert!(say("mod: !network off").await.contains("leaves the network"));
        say(&format!("/server {tafl}")).await;
        let left = say("alice: !network communities").await;
        assert!(left.contains(&format!("Tafl Club {tag}")) && !left.contains(&format!("Viking Hall {tag}")), "{left}");
    }
}
