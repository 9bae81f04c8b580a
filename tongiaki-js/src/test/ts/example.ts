// A small typed program against the package's declarations: the build type-checks it with
// `tsc --noEmit` (tsconfig.json here) and runs nothing of it.
import { Game, type Decision, type GameEvent, type Standing, type Colour, type TongiakiError } from '../../../target/npm/index.js';

function greedyIndex(d: Decision): number {
  // prefer founding a royal island, then expanding, then the first option
  const royal: number = d.options.findIndex((o) => o.choice.type === 'FoundRoyalIsland');
  if (royal >= 0) {
    return royal;
  }
  const expand = d.options.find((o) => o.choice.type === 'Expand');
  return expand ? expand.id : 0;
}

export function playOne(seed: bigint, players: Colour[]): Standing[] {
  const game = Game.start({ players, seed, options: { endgame: 'FINISH_TURN', 'stall-rounds': 20 } });
  const log: GameEvent[] = [];
  for (let d = game.decision(); d !== null; d = game.decision()) {
    for (const e of game.apply(d.options[greedyIndex(d)])) {
      if (e.text !== null) {
        log.push(e);
      }
    }
  }
  try {
    game.applyOption(0);
  } catch (e) {
    const err = e as TongiakiError;
    console.log(err.message, err.line ?? '-');
  }
  const record: string = game.record();
  console.log(record.length, game.position().stackSize, game.svg(800).length, log.length);
  return game.standings();
}
