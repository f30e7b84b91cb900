// A tiny C interface to a Box2D 2.4.1 world holding the benchmarks' reference scene.
//
// The scene is described in points (the kit's unit) and converted here to Box2D's metres with
// `pointsPerMeter`. Box2D itself comes from the system (Debian's libbox2d-dev); nothing of it is
// vendored in this repository.
#ifndef BOX2D_SCENE_H
#define BOX2D_SCENE_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Physical parameters shared by every box of the scene, in the kit's units.
typedef struct B2SceneParameters {
    double pointsPerMeter;      ///< Points per Box2D metre (100).
    double gravity;             ///< Downward acceleration, points per second squared (1000).
    double density;             ///< Kit density; mass = density · w · h / 10 000 kg (w, h in points).
    double friction;            ///< Coulomb friction coefficient.
    double restitution;         ///< Elasticity.
    double linearDamping;       ///< UIKit resistance; Box2D's damping law is the same.
    double angularDamping;      ///< UIKit angular resistance.
    double timeStep;            ///< Seconds per step (1/120).
    int32_t velocityIterations; ///< 8.
    int32_t positionIterations; ///< 3.
    int32_t allowSleeping;      ///< Non-zero lets bodies sleep (Box2D: 0.5 s below 1 pt/s and 2°/s).
    int32_t continuousPhysics;  ///< Non-zero keeps Box2D's default time-of-impact pass against static bodies.
} B2SceneParameters;

/// An opaque Box2D world with the reference scene in it.
typedef struct B2Scene B2Scene;

/// Builds a world: a closed boundary (four two-sided edges around the rectangle
/// `boundaryMinX…boundaryMaxX × boundaryMinY…boundaryMaxY`, in points, y grows downwards) and
/// `count` square dynamic boxes of side `boxSide` points whose centres are
/// `centers[2i], centers[2i + 1]` (points). Returns NULL when the input is invalid (count < 0,
/// a non-positive or non-finite size or scale).
B2Scene *_Nullable b2scene_create(const B2SceneParameters *_Nonnull parameters,
                                  double boundaryMinX, double boundaryMinY,
                                  double boundaryMaxX, double boundaryMaxY,
                                  double boxSide,
                                  const double *_Nullable centers, int32_t count);

/// Builds a stack world: a two-sided ground edge at `groundY` (points, y down) from −`groundHalfWidth` to
/// +`groundHalfWidth`, and `count` square dynamic boxes of side `boxSide` at `centers`. NULL on bad input.
B2Scene *_Nullable b2scene_create_stack(const B2SceneParameters *_Nonnull parameters, double groundY,
                                        double groundHalfWidth, double boxSide,
                                        const double *_Nullable centers, int32_t count);

/// Advances the world by `steps` fixed steps of `parameters.timeStep`.
void b2scene_step(B2Scene *_Nonnull scene, int32_t steps);

/// The number of boxes that are awake.
int32_t b2scene_awake_count(const B2Scene *_Nonnull scene);

/// The centre (points) and rotation (radians) of box `index`; zeros when out of range.
void b2scene_box_state(const B2Scene *_Nonnull scene, int32_t index,
                       double *_Nonnull x, double *_Nonnull y, double *_Nonnull angle);

/// The version of the Box2D library actually linked (`b2_version`), e.g. 2, 4, 1.
void b2scene_library_version(int32_t *_Nonnull major, int32_t *_Nonnull minor, int32_t *_Nonnull revision);

/// The file the Box2D library was loaded from (as the dynamic loader names it), or "" if unknown.
const char *_Nonnull b2scene_library_path(void);

/// A Newton's cradle in the kit's units (points, y down): `count` balls of `radius` touching in a row, each
/// hanging on a rigid rod of `rodLength` from an anchor above it, elasticity 1, friction 0, no damping, the
/// first `pulled` balls raised by `angle` radians along their arcs and let go.
typedef struct CradleSetup {
    int32_t count;
    int32_t pulled;
    double radius;
    double rodLength;
    double angle;
    double gravity;             ///< Points per second squared.
    double pointsPerMeter;      ///< 100.
    double timeStep;            ///< Seconds per step.
    int32_t velocityIterations; ///< Box2D 2.4.1: velocity iterations; Box2D v3: sub-steps.
    int32_t positionIterations; ///< Box2D 2.4.1 only.
} CradleSetup;

/// Runs the cradle with Box2D 2.4.1 until the last pulled ball is stopped by the impact, then two more
/// steps. Returns the speed (pt/s) it came in with and writes every ball's velocity along the row then, as a
/// fraction of it, into `after` (`count` values). Returns 0 on bad input.
double b2scene_cradle(const CradleSetup *_Nonnull setup, double *_Nonnull after);

/// Destroys the world and everything in it.
void b2scene_destroy(B2Scene *_Nullable scene);

#ifdef __cplusplus
}
#endif

#endif
