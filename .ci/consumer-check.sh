#!/usr/bin/env bash
# A new user's first hour, automated: clones this repository (its committed HEAD) into a fresh directory,
# follows the install steps of the README's "Using tongiaki" with an EMPTY local Maven repository, then
# builds and runs a one-class consumer project whose pom.xml holds the README's own <dependencyManagement>
# and <dependencies> snippet plus tongiaki-bots (its version from the BOM), against the installed artifacts
# only: it plays a game, then a tournament between a bot of its own and the shipped bots. Fails if any step
# fails.
# Not part of .ci/run: it downloads every plugin afresh (a few minutes, online).
#
#   .ci/consumer-check.sh            # KEEP=1 keeps the work directory for a closer look
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/tongiaki-consumer.XXXXXX")"
trap 'if [ -n "${KEEP:-}" ]; then echo "kept $work"; else rm -rf "$work"; fi' EXIT
repo="$work/m2-repository"   # empty: nothing comes from the machine's ~/.m2
mkdir -p "$repo"

echo "== fresh clone of $root (HEAD $(git -C "$root" rev-parse --short HEAD))"
git clone -q "$root" "$work/tongiaki"

# The README's install command, run exactly as written there (only the local repository differs).
install="$(sed -n '/^## Using tongiaki/,/^## /p' "$root/README.md" | grep -m1 '^\./mvnw .*install' | sed 's/ *#.*//')"
[ -n "$install" ] || { echo "FAIL: no './mvnw ... install' command in the README's 'Using tongiaki'"; exit 1; }
echo "== $install -Dmaven.repo.local=$repo"
(cd "$work/tongiaki" && $install -q -Dmaven.repo.local="$repo")

echo "== installed:"
(cd "$repo" && find io/github/tongiaki -name '*.pom' -o -name '*.jar' | sort | sed 's/^/   /')
version="$(sed -n 's:.*<revision>\(.*\)</revision>.*:\1:p' "$work/tongiaki/pom.xml" | head -1)"
if grep -q '<parent>' "$repo/io/github/tongiaki/tongiaki-core/$version/tongiaki-core-$version.pom"; then
  echo "FAIL: the installed tongiaki-core POM is not flattened (it names a parent)"; exit 1
fi

# The consumer: the README's first XML snippet (BOM import and dependencies), verbatim.
snippet="$(sed -n '/^## Using tongiaki/,/^## /p' "$root/README.md" | awk '/^```xml/{on=1; next} /^```/{if (on) exit} on')"
# ... plus tongiaki-bots, without a version: the BOM manages it.
bots='  <dependency>\n    <groupId>io.github.tongiaki</groupId>\n    <artifactId>tongiaki-bots</artifactId>\n  </dependency>'
snippet="$(printf '%s\n' "$snippet" | awk -v add="$bots" '/^<\/dependencies>/{gsub(/\\n/, "\n", add); print add} {print}')"
grep -q '<artifactId>tongiaki-bots</artifactId>' <<<"$snippet" || { echo "FAIL: could not add tongiaki-bots to the README's dependencies"; exit 1; }
mkdir -p "$work/consumer/src/main/java/demo"
cat > "$work/consumer/pom.xml" <<POM
<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>demo</groupId>
  <artifactId>consumer</artifactId>
  <version>1</version>
  <properties>
    <maven.compiler.release>17</maven.compiler.release>
    <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
  </properties>
$snippet
  <build>
    <plugins>
      <plugin>
        <groupId>org.codehaus.mojo</groupId>
        <artifactId>exec-maven-plugin</artifactId>
        <version>3.5.1</version>
        <configuration>
          <mainClass>demo.Demo</mainClass>
        </configuration>
      </plugin>
    </plugins>
  </build>
</project>
POM
cat > "$work/consumer/src/main/java/demo/Demo.java" <<'JAVA'
package demo;

import io.github.tongiaki.bots.FastBot;
import io.github.tongiaki.bots.GreedyBot;
import io.github.tongiaki.bots.MctsBot;
import io.github.tongiaki.bots.RandomBot;
import io.github.tongiaki.bots.tournament.Contestant;
import io.github.tongiaki.bots.tournament.Tournament;
import io.github.tongiaki.bots.tournament.TournamentResult;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.tiles.OfficialTiles;
import java.util.List;

/** Plays a seeded game among first-option players, then a tournament of its own bot against the shipped ones. */
public class Demo {
    public static void main(String[] args) {
        Game game = Game.start(GameSetup.of(3, 7));
        while (!game.isOver()) {
            game.apply(game.decision().options().get(0));
        }
        System.out.println("islands in the official set: " + OfficialTiles.islands().size());
        System.out.println("decisions: " + game.decisionNumber());
        game.position().standings().forEach(System.out::println);

        FastBot first = g -> 0; // the consumer's own bot: always the first option
        TournamentResult result = Tournament.of(List.of(new Contestant("first", seed -> first),
                        new Contestant("random", RandomBot::new), new Contestant("greedy", GreedyBot::new),
                        new Contestant("mcts", seed -> new MctsBot(20, seed))))
                .players(4).games(8).seed(1).run();
        System.out.print(result.table());
        if (result.games().size() != 8 || result.stats().size() != 4) {
            throw new IllegalStateException("the tournament did not play 8 games among 4 bots");
        }
    }
}
JAVA
echo "== consumer: compile exec:java"
(cd "$work/consumer" && "$work/tongiaki/mvnw" -q -B -Dmaven.repo.local="$repo" compile exec:java)
echo "OK: a fresh clone with an empty local repository installs tongiaki $version and a consumer project uses it, bots and tournament included"
