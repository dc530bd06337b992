'use client';

import { Component, Fragment, type ComponentType, type ReactNode } from 'react';

/** How many times a failing island is drawn again before it gives up its place. */
const RETRIES = 2;

type BoundaryProps = { name: string; children: ReactNode };
type BoundaryState = { failed: boolean; failures: number };

/**
 * An error boundary (react.dev: "Catching rendering errors with an error boundary") around one
 * island, so that an island that throws takes nothing else with it. Its most likely cause is
 * the page having been changed under React (a browser translator wraps text in <font>, an
 * extension adds nodes), so the island is drawn again from scratch, up to RETRIES times.
 */
class IslandBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { failed: false, failures: 0 };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(`The ${this.props.name} island failed and is drawn again.`, error);
    this.setState(({ failures }) => ({ failed: failures >= RETRIES, failures: failures + 1 }));
  }

  render() {
    if (this.state.failed) return null;
    return <Fragment key={this.state.failures}>{this.props.children}</Fragment>;
  }
}

/** An island as server components use it: the component inside its own error boundary. */
export function island<Props extends object>(name: string, Render: ComponentType<Props>) {
  function Island(props: Props) {
    return (
      <IslandBoundary name={name}>
        <Render {...props} />
      </IslandBoundary>
    );
  }
  Island.displayName = name;
  return Island;
}
