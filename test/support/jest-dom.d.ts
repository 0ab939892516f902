// jest-dom's matchers (toHaveAttribute, toBeVisible, …) on the expect of @jest/globals; shared/test/setup.ts installs them.
import '@testing-library/jest-dom/jest-globals';
