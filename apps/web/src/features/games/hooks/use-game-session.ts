import type { GameId, GameScoreSubmission } from '@esdc/core/games/score';
import { useCallback, useRef, useState } from 'react';
import { focusStage } from '../lib/focus-stage';
import { gameInfo } from '../lib/game-catalog';
import { useAnnouncer } from './use-announcer';
import { useRecord } from './use-record';
import { useScoreSaver } from './use-score-saver';
import { useSound } from './use-sound';

/**
 * What every game page shares (SPEC §2 Games): its catalogue entry, the
 * page and stage refs, sound, the screen-reader announcer, the server score saver, and the props GameLayout
 * (`layout`) and a canvas game's GameStage (`stage`: its ref and the label '<name> game area') take from them. `prepare()` is the common part of starting a game: forget the last result's save status and
 * move focus to the stage.
 * @param id the game's route segment
 */
export function useGameSession(id: GameId) {
  const game = gameInfo(id);
  const scores = useScoreSaver(id);
  const rootRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const sound = useSound();
  const [announcement, announce] = useAnnouncer();
  const { reset } = scores;
  const prepare = useCallback(() => {
    reset();
    focusStage(stageRef.current);
  }, [reset]);
  const layout = { game, rootRef, muted: sound.muted, onToggleMute: sound.toggleMute, announcement };
  const stage = { stageRef, label: `${game.name} game area` };
  return { game, scores, rootRef, stageRef, sound, announce, prepare, layout, stage };
}

/**
 * A game whose record is its highest score (Snake, Tetris, Breakout, Simon; SPEC §3 game records): `finish`
 * keeps the record in this browser, notes whether it is a new one, and sends the result to the server;
 * `clear` forgets the "new high score" mark when a new game starts.
 * @param recordKey the browser key of the record (lib/storage-keys)
 * @param save the page's score saver (`useGameSession(...).scores.save`)
 */
function useHighScore(recordKey: string, save: (submission: GameScoreSubmission) => void) {
  const record = useRecord(recordKey);
  const [newBest, setNewBest] = useState(false);
  const { submit } = record;
  const finish = useCallback(
    (result: GameScoreSubmission): boolean => {
      const isNew = submit(result.score);
      setNewBest(isNew);
      save(result);
      return isNew;
    },
    [submit, save],
  );
  const clear = useCallback(() => setNewBest(false), []);
  return { best: record.best, newBest, finish, clear };
}

/**
 * useGameSession for a game whose record is its highest score (Snake, Tetris, Breakout, Simon), with the record's
 * `best`, the `newBest` mark and `finish` (see useHighScore); its `prepare()` also forgets the last game's
 * "new high score" mark.
 * @param id the game's route segment
 * @param recordKey the browser key of the record (lib/storage-keys)
 */
export function useHighScoreSession(id: GameId, recordKey: string) {
  const session = useGameSession(id);
  const { best, newBest, finish, clear } = useHighScore(recordKey, session.scores.save);
  const { prepare: prepareSession } = session;
  const prepare = useCallback(() => {
    clear();
    prepareSession();
  }, [clear, prepareSession]);
  return { ...session, prepare, best, newBest, finish };
}
