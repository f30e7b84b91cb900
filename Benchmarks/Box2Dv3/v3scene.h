// The C interface of our Box2D v3.1.1 scene shim (Box2Dv3/v3scene.c). The shim is compiled together
// with a local checkout of Box2D v3.1.1 by scripts/build-box2d-v3.sh into a shared library that
// physics-compare loads at run time (dlopen), so the Benchmarks package builds without Box2D v3 and
// never contains its code. Units are the kit's: points, y down; 100 pt per Box2D metre.
#ifndef V3SCENE_H
#define V3SCENE_H
#include <stdint.h>

typedef struct V3SceneParameters {
    double pointsPerMeter;   // 100
    double gravity;          // pt/s², pointing down (+y)
    double timeStep;         // seconds per step (Box2D v3's benchmarks: 1/60)
    int32_t subSteps;        // Box2D v3's sub-steps (its default: 4)
    int32_t allowSleeping;   // non-zero lets bodies sleep
    int32_t continuous;      // non-zero keeps Box2D v3's continuous collision (its default)
} V3SceneParameters;

// A static shape: a box (kind 0: centre x, y, width, height) or a segment (kind 1: x, y to x2, y2).
typedef struct V3Static {
    int32_t kind;
    double x, y, a, b;
} V3Static;

// The dynamic boxes' material: density (kit units: mass = density·w·h/10 000 kg), friction,
// restitution, linear and angular damping (Box2D's law v *= 1/(1 + h·c)).
typedef struct V3Material {
    double density, friction, restitution, linearDamping, angularDamping;
} V3Material;

typedef struct V3Scene V3Scene;

V3Scene *v3scene_create(const V3SceneParameters *parameters, const V3Static *statics, int32_t staticCount,
                        double boxSide, const double *centers, int32_t count, const V3Material *material);
void v3scene_step(V3Scene *scene, int32_t steps);
int32_t v3scene_awake_count(const V3Scene *scene);
void v3scene_box_state(const V3Scene *scene, int32_t index, double *x, double *y, double *angle);
void v3scene_version(int32_t *major, int32_t *minor, int32_t *revision);

// A Newton's cradle (the fields are those of CradleSetup in CBox2DScene's header; `iterations` is the
// number of sub-steps): `count` touching balls on rigid rods, elasticity 1, friction 0, the first `pulled`
// raised by `angle` and let go. Runs until the last pulled ball is stopped by the impact, then two more
// steps; returns the speed (pt/s) it came in with and writes every ball's velocity along the row then, as
// a fraction of it, into `after`. Returns 0 on bad input.
typedef struct V3Cradle {
    int32_t count, pulled;
    double radius, rodLength, angle, gravity, pointsPerMeter, timeStep;
    int32_t iterations, unused;
} V3Cradle;
double v3scene_cradle(const V3Cradle *setup, double *after);
void v3scene_destroy(V3Scene *scene);
#endif
